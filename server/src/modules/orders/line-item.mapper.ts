import { forms, metals } from '#shared/catalog/taxonomy.ts';
import { isMadeToOrder, orderLineKindOf } from '#shared/orders/order-line-kind.ts';
import type { PurchaseOrderLine } from '#shared/orders/purchase-order.schema.ts';
import { documentUrl } from '../documents/index.ts';
import type { OrderRow } from './orders.table.ts';

type ItemFacts = Pick<
  PurchaseOrderLine,
  | 'kind'
  | 'madeToOrder'
  | 'description'
  | 'metal'
  | 'form'
  | 'grade'
  | 'dimensions'
  | 'leadTimeDays'
  | 'certificateRequired'
  | 'drawing'
>;

const oneOf = <T extends string>(values: readonly T[], stored: string | null): T | null =>
  (values as readonly string[]).includes(stored ?? '') ? (stored as T) : null;

/**
 * What a stored line says about the item it is (PRODUCT.md §22, migration 018): its kind, and for
 * a line from a quote the quoted item, so that every page, mail and document shows what was
 * quoted, never the catalog product the quote was asked from. Kept apart from the order's mapper so
 * a new kind (a remnant, §20) adds its facts here.
 */
export function lineItemFacts(
  line: Pick<
    OrderRow,
    | 'kind'
    | 'product_name'
    | 'description'
    | 'metal'
    | 'form'
    | 'grade'
    | 'dimensions'
    | 'lead_time_days'
    | 'certificate_required'
    | 'drawing_id'
    | 'drawing_name'
  >,
): ItemFacts {
  const kind = orderLineKindOf(line.kind);
  return {
    kind,
    madeToOrder: isMadeToOrder(kind),
    description: line.description ?? line.product_name,
    metal: oneOf(metals, line.metal),
    form: oneOf(forms, line.form),
    grade: line.grade,
    dimensions: line.dimensions,
    leadTimeDays: line.lead_time_days === null ? null : Number(line.lead_time_days),
    certificateRequired: line.certificate_required,
    drawing:
      line.drawing_id === null
        ? null
        : { _id: line.drawing_id, name: line.drawing_name ?? 'drawing', url: documentUrl(line.drawing_id) },
  };
}
