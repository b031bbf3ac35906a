import { z } from 'zod';
import { incotermSchema, incoterms } from '../../settings/shipping.schema.ts';
import { validation } from '../../messages/validation.ts';
import { oneLine } from '../../text.schema.ts';

/*
 * What an order costs, as every answer carries it (PRODUCT.md §16, ADR 029). Amounts are in the
 * order's currency's major units (dollars for USD), as SPEC.md's prices are; `orderTotals`
 * (totals.ts) computes them, and an order keeps what it computed when it was placed.
 */

export const freightStatuses = ['none', 'charged', 'pending'] as const;

export const taxLineSchema = z.object({
  label: z.string(),
  /** Percent: 6 means 6 %. */
  rate: z.number(),
  amount: z.number(),
});
export type TaxLineAnswer = z.infer<typeof taxLineSchema>;

/** The totals of §16, on a purchase order, the checkout's quote and the cart's estimate. */
export const orderCostFields = {
  currency: z.string(),
  /** The lines' goods that are not cancelled (before freight and tax). */
  goodsTotal: z.number(),
  /** Null while the store still has to quote it (`freightStatus: "pending"`). */
  freight: z.number().nullable(),
  freightStatus: z.enum(freightStatuses),
  taxTotal: z.number(),
  /** The tax per label and rate; empty when nothing is taxed. */
  taxLines: z.array(taxLineSchema),
  /** Why there is no tax, or whose certificate exempts it (§16's wording); null when taxed plainly. */
  taxNote: z.string().nullable(),
  /** Goods + freight + tax (goods + tax while the freight is pending). */
  total: z.number(),
  /** The shipping weight, kg; null when a line's weight is not known. */
  weightKg: z.number().nullable(),
  incoterm: incotermSchema.nullable(),
  incotermPlace: z.string().nullable(),
};

/** Where, and on which terms, the order ships: the checkout's and the quote's optional fields. */
export const incotermInputFields = {
  incoterm: z.enum(incoterms, { error: 'Incoterm must be one of EXW, FCA, CPT, CIP, DAP, DPU or DDP' }).optional(),
  incotermPlace: z
    .string()
    .trim()
    .max(80)
    .check(oneLine(() => validation.fieldNames.incotermPlace))
    .optional(),
  /** Under EXW and FCA the buyer's carrier collects: its account number with that carrier. */
  carrierAccount: z
    .string()
    .trim()
    .max(60)
    .check(oneLine(() => validation.fieldNames.carrierAccount))
    .optional(),
};

/** `POST /purchase-orders/{id}/freight`: the freight a store admin quotes for an order whose freight is pending. */
export const setFreightInputSchema = z.object({
  amount: z
    .number({ error: 'Freight amount must be a number' })
    .min(0, 'Freight amount must not be negative')
    .max(1_000_000, 'Freight amount must be at most 1,000,000')
    .refine(
      (value) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      {
        message: 'Freight amount must have at most 2 decimals',
      },
    ),
  carrier: z
    .string()
    .trim()
    .max(100)
    .check(oneLine(() => validation.fieldNames.carrier))
    .optional(),
  note: z
    .string()
    .trim()
    .max(500)
    .check(oneLine(() => validation.fieldNames.freightNote))
    .optional(),
});
export type SetFreightInput = z.input<typeof setFreightInputSchema>;
