import type { Lot } from '#shared/catalog/lot.schema.ts';
import { fromBase, type Unit } from '#shared/catalog/units.ts';
import { documentUrl } from '../documents/index.ts';
import type { LotRow } from '../catalog/index.ts';

/** A lot as the API answers it: quantity in the product's unit; the store's notes for admins only. */
export function toApiLot(row: LotRow, unit: Unit, admin: boolean, bars?: readonly number[]): Lot {
  return {
    _id: row.id,
    heatNumber: row.heat_number,
    quantity: fromBase(unit, Number(row.quantity)),
    receivedOn: row.received_on,
    mill: row.mill,
    certificate: row.certificate_document_id
      ? {
          documentId: row.certificate_document_id,
          type: row.certificate_type,
          url: documentUrl(row.certificate_document_id),
        }
      : null,
    public: Number(row.public) === 1,
    ...(admin ? { notes: row.notes } : {}),
    ...(bars ? { bars: bars.map((lengthMm) => ({ lengthMm })) } : {}),
  };
}
