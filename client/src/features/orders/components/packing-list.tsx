import { formatCut } from '#shared/catalog/cut.ts';
import { messages } from '#shared/messages.ts';
import { unitPages } from '#shared/messages/unit-pages.ts';
import { unitTexts } from '#shared/messages/units.ts';
import { quantityText, weightText } from '../../../components/orders/line-units.ts';
import type { PackingLine } from '../shipment-packing.ts';

const t = messages.orderPages;
const o = messages.ordering;

interface PackingListProps {
  /** The table's accessible name. */
  caption: string;
  heading: string;
  lines: readonly PackingLine[];
  totalWeightKg: number | null | undefined;
  /** The total weight's test id: `packing-weight` for what is still to pack. */
  weightTestId: string;
}

/**
 * What the warehouse packs (admins, the manage-order page; PRODUCT.md §15 and §22): what is still to
 * ship, or what one shipment held: each line as pieces × length for a cut line or its quantity in
 * its unit, and its weight, with the parcel's estimated total weight for the carrier.
 */
export function PackingList({ caption, heading, lines, totalWeightKg, weightTestId }: PackingListProps) {
  return (
    <section aria-label={heading} className="flex flex-col gap-3">
      <h3 className="text-lg font-semibold">{heading}</h3>
      <div className="overflow-x-auto rounded-box border border-base-300">
        <table className="table table-sm">
          <caption className="sr-only">{caption}</caption>
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
              <td className="text-right tabular-nums" data-testid={weightTestId}>
                {weightText(totalWeightKg)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
