import { z } from 'zod';
import { certificatePortal as m } from '../messages/certificate-portal.ts';
import { validation as v } from '../messages/validation.ts';
import { oneLine } from '../text.schema.ts';

/** GET /certificates (PRODUCT.md §20): a search of heat, order number, PO number or grade, a page. */
export const certificatesQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(100)
    .check(oneLine(() => v.fieldNames.search))
    .optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(50),
});
export type CertificatesQuery = z.input<typeof certificatesQuerySchema>;

/** One mill certificate of a line of one of the caller's purchase orders. */
export const portalCertificateSchema = z.object({
  documentId: z.string(),
  /** EN 10204 2.1 … 3.2, or Certificate of conformity. */
  type: z.string().nullable(),
  fileName: z.string(),
  /** GET /documents/{id}. */
  url: z.string(),
  heatNumber: z.string().nullable(),
  /** The product's name as ordered. */
  product: z.string(),
  sku: z.string().nullable(),
  grade: z.string().nullable(),
  standard: z.string().nullable(),
  orderId: z.string(),
  /** RM-000123. */
  orderNumber: z.string(),
  poNumber: z.string().nullable(),
  /** When the certificate was attached (ISO 8601). */
  date: z.string(),
});
export type PortalCertificate = z.infer<typeof portalCertificateSchema>;

/** At most this many certificates in one ZIP. */
export const maxZipIds = 100;

/** POST /documents/zip: the certificates to bundle, each once (a repeated id counts once). */
export const certificatesZipInputSchema = z.object({
  ids: z
    .array(z.string().min(1).max(64), { error: () => m.idsRequired })
    .min(1, { error: () => m.idsRequired })
    .max(maxZipIds, { error: () => m.tooManyIds(maxZipIds) }),
});
export type CertificatesZipInput = z.infer<typeof certificatesZipInputSchema>;
