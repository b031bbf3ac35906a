import { formatCut } from '#shared/catalog/cut.ts';
import { messages } from '#shared/messages.ts';
import { unitPages } from '#shared/messages/unit-pages.ts';
import { unitTexts } from '#shared/messages/units.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { quantityText, type UnitFields, weightText } from '../../../components/orders/line-units.ts';

const t = messages.orderPages;
const o = messages.ordering;

/**
 * What the warehouse packs (admins, the manage-order page; PRODUCT.md §15): each line that is not
 * cancelled as pieces × length for a cut line or its quantity in its unit, and its weight, with
 * the order's estimated total weight for the carrier.
 */
export function PackingList({ order }: { order: PurchaseOrder & { totalWeightKg?: number | null } }) {
  const lines: (PurchaseOrder['lines'][number] & UnitFields)[] = order.lines.filter(
    (line) => line.status !== 'cancelled',
  );
  return (
    <section aria-labelledby="packing-heading" className="flex flex-col gap-3">
      <h2 id="packing-heading" className="text-xl font-semibold">
        {unitPages.packing}
      </h2>
      <div className="overflow-x-auto rounded-box border border-base-300">
        <table className="table table-sm">
          <caption className="sr-only">{unitPages.packingCaption(order.number)}</caption>
          <thead>
            <tr>
              <th scope="col">{t.sku}</th>
              <th scope="col">{o.product}</th>
              <th scope="col">{unitPages.packingPieces}</th>
              <th scope="col" className="text-right">
                {unitPages.weightColumn}
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line._id}>
                <td className="font-mono text-sm">{line.sku ?? '—'}</td>
                <th scope="row" className="font-medium">
                  {line.name}
                </th>
                <td className="tabular-nums">{line.cut ? formatCut(line.cut) : quantityText(line)}</td>
                <td className="text-right tabular-nums">{weightText(line.weightKg)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3} className="text-right">
                {unitTexts.totalWeight}
              </th>
              <td className="text-right tabular-nums" data-testid="packing-weight">
                {weightText(order.totalWeightKg)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
