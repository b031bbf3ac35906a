import { useId } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import type { Product } from '#shared/catalog/product.schema.ts';
import { messages } from '#shared/messages.ts';
import { formatUsd } from '#shared/money.ts';
import { paths } from '#shared/routes.ts';
import { useDeleteProduct } from '../api/delete-product.ts';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { TableCell } from '../../../components/ui/responsive-table.tsx';
import { StockBadge } from './stock-badge.tsx';
import { unitSuffix } from '../../../components/catalog/unit-suffix.ts';

const t = messages.catalogAdmin;
const c = t.columns;

/** One product of Manage Products, with Delete (after docs/product/api.md#original-api's confirm) and Update. */
export function ProductRow({ product }: { product: Product }) {
  const nameId = useId();
  const deletion = useDeleteProduct();
  // " m" after quantities and "/m" after the price for m and kg; pieces as they were (PRODUCT.md §15).
  const qty = unitSuffix(product.unit, ' ');
  const per = unitSuffix(product.unit, '/');

  const remove = async () => {
    if (!window.confirm(messages.confirmDelete)) return;
    try {
      // mutateAsync, not mutate's callbacks: the row unmounts as soon as the product is gone.
      await deletion.mutateAsync(product._id);
      toast.success(messages.toasts.productRemoved);
    } catch {
      // The error toast is the MutationCache's (lib/query-client.ts).
    }
  };

  return (
    <tr>
      <TableCell className="hidden sm:table-cell">
        <img
          src={product.picture}
          alt=""
          width="48"
          height="48"
          loading="lazy"
          decoding="async"
          className="size-12 rounded bg-base-200 object-contain"
        />
      </TableCell>
      {/* A phone's card has the SKU and the stock status; a narrow table leaves them out. */}
      <TableCell label={c.sku} className="font-mono text-xs sm:max-md:hidden">
        {product.sku}
      </TableCell>
      <TableCell label={c.name} rowHeader className="font-semibold sm:min-w-48">
        <span id={nameId}>{product.name}</span>
      </TableCell>
      <TableCell label={c.available} numeric>
        {product.total}
        {qty}
      </TableCell>
      <TableCell label={t.stockStatus} className="sm:max-lg:hidden">
        <StockBadge product={product} />
      </TableCell>
      <TableCell label={c.moq} numeric>
        {product.minimum}
        {qty}
      </TableCell>
      <TableCell label={c.price} numeric>
        {formatUsd(product.price)}
        {per}
      </TableCell>
      <TableCell label={c.actions}>
        {/* Every row has a "Delete" and an "Update" (docs/product/screens.md#accessibility); the description names the product. */}
        <div className="flex flex-col gap-2 sm:flex-row">
          <BusyButton
            busy={deletion.isPending}
            spinner="xs"
            type="button"
            className="btn btn-sm btn-error"
            aria-describedby={nameId}
            onClick={() => void remove()}
          >
            {t.delete}
          </BusyButton>
          <Link to={paths.updateProduct(product._id)} className="btn btn-sm btn-outline" aria-describedby={nameId}>
            {t.update}
          </Link>
        </div>
      </TableCell>
    </tr>
  );
}
