import { Link } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { messages } from '#shared/messages.ts';
import { paths } from '#shared/routes.ts';
import type { ReorderAnswer } from '#shared/cart/cart.schema.ts';

const t = messages.orderPages;

/** Order again's answer: the lines are in the cart (with a link there), and those that could not go, why. */
export function showReorderResult({ skipped }: ReorderAnswer) {
  toast.success(
    <div className="flex flex-col gap-1">
      <p>{t.reordered}</p>
      {skipped.map((line) => (
        <p key={line.name} className="text-sm">
          {t.reorderSkipped(line.name, line.message)}
        </p>
      ))}
      <Link to={paths.cart} className="link font-semibold">
        {t.goToCart}
      </Link>
    </div>,
  );
}
