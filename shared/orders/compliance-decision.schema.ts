import { z } from 'zod';
import { complianceHolds as t } from '../messages/compliance-holds.ts';
import { multiLine } from '../text.schema.ts';

/** POST /purchase-orders/{id}/compliance/release (store admins, PRODUCT.md §19): why it may go on. */
export const releaseHoldSchema = z.object({
  note: z
    .string({ error: () => t.noteRequired })
    .trim()
    .min(1, { error: () => t.noteRequired })
    .max(1000)
    .check(multiLine(() => t.page.noteLabel)),
});
export type ReleaseHold = z.input<typeof releaseHoldSchema>;

/** POST /purchase-orders/{id}/compliance/refuse: why it is refused (the buyer is told). */
export const refuseHoldSchema = z.object({
  reason: z
    .string({ error: () => t.reasonRequired })
    .trim()
    .min(1, { error: () => t.reasonRequired })
    .max(1000)
    .check(multiLine(() => t.page.reasonLabel)),
});
export type RefuseHold = z.input<typeof refuseHoldSchema>;
