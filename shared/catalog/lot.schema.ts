import { z } from 'zod';
import { lots as m } from '../messages/lots.ts';
import { remnants as r } from '../messages/remnants.ts';
import { certificateTypes } from '../quotes/quote.schema.ts';
import { multiLine, oneLine } from '../text.schema.ts';

/** A product's heat lot (PRODUCT.md §20): `quantity` in the product's unit; `notes` for admins only. */
export const lotSchema = z.object({
  _id: z.string(),
  heatNumber: z.string(),
  quantity: z.number(),
  receivedOn: z.string(),
  mill: z.string(),
  certificate: z.object({ documentId: z.string(), type: z.string().nullable(), url: z.string() }).nullable(),
  public: z.boolean(),
  notes: z.string().optional(),
  /** A lot of bars (a product cut to length): what is left of each bar, longest first. */
  bars: z.array(z.object({ lengthMm: z.number() })).optional(),
});
export type Lot = z.infer<typeof lotSchema>;

const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', 'yes', 'no', ''])], { error: () => m.publicFlag })
  .optional()
  .transform((value) => value === true || value === 'true' || value === '1' || value === 'on' || value === 'yes');

/**
 * POST /products/{id}/lots, multipart text fields (the optional `file` is the certificate PDF).
 * Whether `quantity` fits the product's unit (whole pieces) is checked by the server, which knows it.
 */
export const lotReceiveFieldsSchema = z
  .object({
    heatNumber: z
      .string()
      .trim()
      .min(1, { error: () => m.heatNumber })
      .max(60)
      .check(oneLine(() => m.ui.heat)),
    /** Left out when the lot is received as bars (its quantity is then the bars' length). */
    quantity: z.coerce
      .number({ error: () => m.quantity })
      .finite({ error: () => m.quantity })
      .min(0, { error: () => m.quantity })
      .optional(),
    barLengthMm: z.coerce
      .number({ error: () => r.barLength })
      .int({ error: () => r.barLength })
      .min(1, { error: () => r.barLength })
      .max(100_000, { error: () => r.barLength })
      .optional(),
    barCount: z.coerce
      .number({ error: () => r.barCount })
      .int({ error: () => r.barCount })
      .min(1, { error: () => r.barCount })
      .max(10_000, { error: () => r.barCount })
      .optional(),
    receivedOn: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: () => m.receivedOn })
      // A real day: Date rolls 2026-02-31 over to March, so read it back.
      .refine(
        (value) => {
          const day = new Date(`${value}T00:00:00Z`);
          return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
        },
        { error: () => m.receivedOn },
      ),
    mill: z
      .string()
      .trim()
      .max(120)
      .check(oneLine(() => m.ui.mill))
      .optional()
      .default(''),
    notes: z
      .string()
      .trim()
      .max(2000)
      .check(multiLine(() => m.ui.notes))
      .optional()
      .default(''),
    public: flag,
    type: z
      .union([z.enum(certificateTypes, { error: () => m.certificateType }), z.literal('')])
      .optional()
      .transform((value) => value || undefined),
  })
  .superRefine((fields, context) => {
    const bars = fields.barLengthMm !== undefined || fields.barCount !== undefined;
    if (bars && (fields.barLengthMm === undefined || fields.barCount === undefined))
      context.addIssue({ code: 'custom', message: r.barsBoth, path: ['barLengthMm'] });
    else if (!bars && fields.quantity === undefined)
      context.addIssue({ code: 'custom', message: r.quantityOrBars, path: ['quantity'] });
  });
export type LotReceiveFields = z.input<typeof lotReceiveFieldsSchema>;

/** POST /lots/{id}/adjust: a signed change in the product's unit, and why (audited). */
export const lotAdjustInputSchema = z.object({
  quantity: z
    .number({ error: () => m.delta })
    .finite({ error: () => m.delta })
    .refine((value) => value !== 0, { error: () => m.delta }),
  reason: z
    .string({ error: () => m.reason })
    .trim()
    .min(1, { error: () => m.reason })
    .max(500)
    .check(oneLine(() => m.ui.reason)),
});
export type LotAdjustInput = z.input<typeof lotAdjustInputSchema>;
