import { type ChangeEvent, type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import type { QuickOrderAnswer } from '#shared/cart/cart.schema.ts';
import { cart as m } from '#shared/messages/cart.ts';
import { paths } from '#shared/routes.ts';
import { unitPages } from '#shared/messages/unit-pages.ts';
import { BusyButton } from '../../components/ui/busy-button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { useQuickOrder } from './api/quick-order.ts';

/**
 * /quick-order (docs/product/ordering.md#quick-order): paste `SKU quantity` lines or choose a CSV
 * file, read here in the browser and sent as text; the server checks every row, adds the valid
 * ones to the cart and names each other row's problem with its row number. A row with pieces and
 * a length in mm (`sku,quantity,pieces,lengthMm`) is a cut line (PRODUCT.md §15).
 */
export function QuickOrderPage() {
  const [text, setText] = useState('');
  const [answer, setAnswer] = useState<QuickOrderAnswer>();
  const quickOrder = useQuickOrder();

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) setText(await file.text());
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    quickOrder.mutate(text, { onSuccess: setAnswer });
  };

  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageTitle title={m.quickOrderTitle} />
      <h1 className="text-3xl font-bold">{m.quickOrderTitle}</h1>
      <p>{m.quickOrderIntro}</p>
      {/* PRODUCT.md §15: the server reads the extra columns; here they are only explained. */}
      <p id="quick-order-cut-help">{unitPages.quickOrderCutHelp}</p>
      <form onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormField label={m.quickOrderText}>
          {(control) => (
            <textarea
              {...control}
              rows={10}
              value={text}
              onChange={(event) => setText(event.target.value)}
              spellCheck={false}
              className="textarea w-full font-mono"
            />
          )}
        </FormField>
        <FormField label={m.quickOrderFile}>
          {(control) => (
            <input
              {...control}
              type="file"
              accept=".csv,text/csv,text/plain"
              onChange={(event) => void onFile(event)}
              className="file-input w-full"
            />
          )}
        </FormField>
        <BusyButton busy={quickOrder.isPending} disabled={text.trim() === ''} className="btn btn-primary self-start">
          {m.quickOrderSubmit}
        </BusyButton>
      </form>
      {answer && (
        <div role="status" className="flex flex-col gap-3 rounded-box border border-base-300 p-4">
          <p className="font-semibold">{m.rowsAdded(answer.added.length)}</p>
          {answer.errors.length > 0 && (
            <>
              <h2 className="font-semibold text-red-700">{m.rowsRefused}</h2>
              <ul className="list-inside list-disc text-red-700">
                {answer.errors.map((error) => (
                  <li key={error.row}>{m.rowProblem(error.row, error.message)}</li>
                ))}
              </ul>
            </>
          )}
          <Link to={paths.cart} className="btn btn-outline self-start">
            {m.goToCart}
          </Link>
        </div>
      )}
    </section>
  );
}
