import { z } from 'zod';
import type { CertificateType } from '../quotes/quote.schema.ts';

/**
 * The inspection document a line requires before it ships (PRODUCT.md §20): none, a certificate
 * of conformity, or an EN 10204 type, in short. Each names one of `certificateTypes`, the types a
 * certificate can be, so a requirement and a certificate read alike.
 */
export const certificateRequirements = ['none', 'CoC', '2.1', '2.2', '3.1', '3.2'] as const;
export type CertificateRequirement = (typeof certificateRequirements)[number];

export const certificateRequirementSchema = z.enum(certificateRequirements);

const typeOf: Record<Exclude<CertificateRequirement, 'none'>, CertificateType> = {
  CoC: 'Certificate of conformity',
  '2.1': 'EN 10204 2.1',
  '2.2': 'EN 10204 2.2',
  '3.1': 'EN 10204 3.1',
  '3.2': 'EN 10204 3.2',
};

/** The certificate type a requirement asks for; undefined for `none`. */
export function certificateTypeOf(requirement: CertificateRequirement): CertificateType | undefined {
  return requirement === 'none' ? undefined : typeOf[requirement];
}

/**
 * The requirement a product's own certificate (free text such as "EN 10204 3.1", "3.1",
 * "Certificate of conformity" or "CoC") lets the buyer choose; undefined when it names none of them.
 */
export function requirementOfProduct(certificate: string | null | undefined): CertificateRequirement | undefined {
  const text = (certificate ?? '').trim().toLowerCase();
  if (!text) return undefined;
  if (text === 'coc' || text.includes('conformity')) return 'CoC';
  const match = /(?:^|[^\d.])([23]\.[12])(?![\d.])/.exec(text);
  return match ? (match[1] as CertificateRequirement) : undefined;
}

/** The requirement as an order line stores it (`orders.certificate_required`): null for none. */
export const storedRequirement = (requirement: CertificateRequirement): string | null =>
  requirement === 'none' ? null : requirement;

/** Whether an order line's stored requirement (this list's or a quote's type) asks for a certificate. */
export const requiresCertificate = (stored: string | null | undefined): stored is string =>
  stored !== null && stored !== undefined && stored !== '' && stored !== 'none';
