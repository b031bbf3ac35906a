import { formatCut } from '#shared/catalog/cut.ts';
import { messages } from '#shared/messages.ts';
import { unitPages } from '#shared/messages/unit-pages.ts';
import { unitTexts } from '#shared/messages/units.ts';
import { quantityText, weightText } from '../../../components/orders/line-units.ts';
import type { PackingLine } from '../shipment-packing.ts';
import { type Column, ResponsiveTable, TableCell } from '../../../components/ui/responsive-table.tsx';

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

const packingColumns = (): Column<PackingLine>[] => [
  { header: t.sku, className: 'font-mono text-sm', cell: (line) => line.sku ?? '—' },
  { header: o.product, rowHeader: true, className: 'font-medium', cell: (line) => line.name },
  {
    header: unitPages.packingPieces,
    className: 'tabular-nums',
    cell: (line) => (line.cut ? formatCut(line.cut) : quantityText(line)),
  },
  { header: unitPages.weightColumn, numeric: true, cell: (line) => weightText(line.weightKg) },
];

/**
 * What the warehouse packs (admins, the manage-order page; PRODUCT.md §15 and §22): what is still to
 * ship, or what one shipment held: each line as pieces × length for a cut line or its quantity in
 * its unit, and its weight, with the parcel's estimated total weight for the carrier.
 */
export function PackingList({ caption, heading, lines, totalWeightKg, weightTestId }: PackingListProps) {
  return (
    <section aria-label={heading} className="flex flex-col gap-3">
      <h3 className="text-lg font-semibold">{heading}</h3>
      <ResponsiveTable
        caption={caption}
        size="sm"
        columns={packingColumns()}
        rows={lines}
        rowKey={(line) => line._id}
        footer={
          <tr>
            <TableCell rowHeader colSpan={3} className="text-right max-sm:hidden">
              {unitTexts.totalWeight}
            </TableCell>
            <TableCell label={unitPages.weightColumn} numeric data-testid={weightTestId}>
              {weightText(totalWeightKg)}
            </TableCell>
          </tr>
        }
      />
    </section>
  );
}
