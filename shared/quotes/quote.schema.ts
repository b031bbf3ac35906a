import { z } from 'zod';
import { forms, metals } from '../catalog/taxonomy.ts';
import { messages } from '../messages.ts';
import { isWholeCents } from '../money.ts';
import { quantitySchema } from '../orders/order.schema.ts';
import { checkoutInputSchema, isoDateSchema } from '../orders/purchase-order.schema.ts';
import { quotes as m } from '../messages/quotes.ts';
import { multiLine, oneLine } from '../text.schema.ts';

/** A quote's life (docs/product/quotes.md): requested → quoted → accepted | declined | expired | withdrawn. */
export const quoteStatuses = ['requested', 'quoted', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

/** The inspection documents a certificate can be (EN 10204 and a certificate of conformity). */
export const certificateTypes = [
  'EN 10204 2.1',
  'EN 10204 2.2',
  'EN 10204 3.1',
  'EN 10204 3.2',
  'Certificate of conformity',
] as const;
export type CertificateType = (typeof certificateTypes)[number];

/** Drawings and certificates: at most 10 MB, of these types, judged by their bytes, not their names. */
export const maxUploadBytes = 10 * 1024 * 1024;
export const drawingContentTypes = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export const certificateContentTypes = ['application/pdf'] as const;

/** The store's quote number as people read it: Q-000123. */
export function formatQuoteNumber(number: number): string {
  return `Q-${String(number).padStart(6, '0')}`;
}

/**
 * A quote is valid through the whole of its valid-until day (UTC); from the next day it can no
 * longer be accepted. The server decides with its own clock at the moment of acceptance.
 */
export function quoteHasExpired(validUntil: string, now: Date): boolean {
  return now.getTime() > Date.parse(`${validUntil}T23:59:59.999Z`);
}

/** POST /quotes (JSON, or the fields of the multipart form beside the `drawing` file). */
export const quoteRequestSchema = z.object({
  /** The catalog product the request starts from (the product page's Request a quote), if any. */
  productId: z.string().max(32).optional(),
  metal: z.enum(metals, { error: () => m.metalRequired }),
  form: z.enum(forms, { error: () => m.formRequired }),
  /** Grade or standard, as the buyer writes it ("Ti-6Al-4V ELI", "ASTM B338 Gr 2"). */
  grade: z
    .string()
    .trim()
    .max(120, { error: () => m.tooLong(120) })
    .check(oneLine(() => m.grade))
    .optional()
    .default(''),
  /** Dimensions as the buyer writes them ("OD 25.4 × wall 1.65 × 3000 mm"). */
  dimensions: z
    .string()
    .trim()
    .min(1, { error: () => m.dimensionsRequired })
    .max(300, { error: () => m.tooLong(300) })
    .check(oneLine(() => m.dimensions)),
  quantity: quantitySchema,
  targetDate: z
    .union([isoDateSchema, z.literal('')])
    .optional()
    .transform((value) => value || undefined),
  notes: z
    .string()
    .trim()
    .max(2000, { error: () => m.tooLong(2000) })
    .check(multiLine(() => m.notes))
    .optional()
    .default(''),
  /** The inspection document the buyer needs with the metal (PRODUCT.md §22); none when blank. */
  certificateRequired: z
    .union([z.enum(certificateTypes, { error: () => m.certificateType }), z.literal('')])
    .optional()
    .transform((value) => value || undefined),
});
export type QuoteRequest = z.input<typeof quoteRequestSchema>;

/** POST /quotes/{id}/answer (admins). */
export const quoteAnswerSchema = z.object({
  unitPrice: z
    .number({ error: () => m.unitPriceRequired })
    .positive({ error: () => m.unitPriceRequired })
    .max(999_999.99, { error: () => m.unitPriceTooHigh })
    .refine(isWholeCents, { error: () => messages.validation.priceCents('The unit price') }),
  leadTimeDays: z
    .number({ error: () => m.leadTimeRequired })
    .int({ error: () => m.leadTimeRequired })
    .min(0, { error: () => m.leadTimeRequired })
    .max(730, { error: () => m.leadTimeTooLong }),
  validUntil: isoDateSchema,
  note: z
    .string()
    .trim()
    .max(2000, { error: () => m.tooLong(2000) })
    .check(multiLine(() => m.noteLabel))
    .optional()
    .default(''),
});
export type QuoteAnswer = z.input<typeof quoteAnswerSchema>;

export const quoteSchema = z.object({
  _id: z.string(),
  /** Q-000123. */
  number: z.string(),
  /** `expired` as soon as a quoted quote's valid-until day has passed, whatever is stored. */
  status: z.enum(quoteStatuses),
  buyer: z.object({ email: z.string(), name: z.string() }),
  productId: z.string().nullable(),
  productName: z.string().nullable(),
  metal: z.enum(metals),
  form: z.enum(forms),
  grade: z.string(),
  dimensions: z.string(),
  quantity: z.number().int(),
  targetDate: z.string().nullable(),
  notes: z.string(),
  /** The drawing, downloadable by the quote's buyer and admins. */
  drawing: z.object({ _id: z.string(), name: z.string(), url: z.string() }).nullable(),
  /** The store's price per unit, in `currency`'s major units; null until answered. */
  unitPrice: z.number().nullable(),
  /** The buyer's currency when they asked (PRODUCT.md §17): the quote is answered and ordered in it. */
  currency: z.string(),
  leadTimeDays: z.number().int().nullable(),
  validUntil: z.string().nullable(),
  note: z.string().nullable(),
  /** The purchase order an accepted quote became. */
  purchaseOrderId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** PRODUCT.md §22: the catalog product as sold (takes its stock when accepted); false: made to order. */
  asSold: z.boolean(),
  certificateRequired: z.enum(certificateTypes).nullable(),
});
export type Quote = z.infer<typeof quoteSchema>;

/** POST /quotes/{id}/decline (admins): an optional reason the buyer reads. */
export const quoteDeclineSchema = z.object({
  note: z
    .string()
    .trim()
    .max(2000, { error: () => m.tooLong(2000) })
    .check(multiLine(() => m.noteLabel))
    .optional()
    .default(''),
});

/**
 * POST /quotes/{id}/accept (its buyer): where the purchase order goes, as at checkout. The lines
 * come from the quote, never from the client.
 */
export const quoteAcceptSchema = checkoutInputSchema.pick({
  poNumber: true,
  shipTo: true,
  requestedDate: true,
  notes: true,
  endUse: true,
});
export type QuoteAccept = z.input<typeof quoteAcceptSchema>;

/** GET /quotes: a buyer's own; an admin's all (scope=mine for their own), newest first. */
export const quoteQuerySchema = z.object({
  status: z.enum(quoteStatuses).optional(),
  scope: z.enum(['mine', 'all']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(20),
});
export type QuoteQuery = z.input<typeof quoteQuerySchema>;

/** The quotes still waiting for someone: the store (requested) or the buyer (quoted). */
export const openQuoteStatuses = ['requested', 'quoted'] as const satisfies readonly QuoteStatus[];

/** The fields beside `file` in POST /purchase-orders/{id}/lines/{lineId}/certificate. */
export const certificateFieldsSchema = z.object({
  type: z.enum(certificateTypes, { error: () => m.certificateType }),
  heatNumber: z
    .string()
    .trim()
    .min(1, { error: () => m.heatNumberRequired })
    .max(60, { error: () => m.tooLong(60) })
    .check(oneLine(() => m.heatNumberLabel)),
});
