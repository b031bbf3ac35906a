import { requiredCertificates as rc } from '#shared/messages/required-certificates.ts';
import { requiresCertificate } from '#shared/orders/certificate-required.ts';
import { conflict, type HttpError } from '../../http-errors.ts';

interface CertifiableLine {
  id: string;
  line_no: number | string;
  product_name: string;
  certificate_required: string | null;
}

/**
 * PRODUCT.md §20: a line that requires a certificate does not ship before one is attached to it
 * (line-certificate.ts). The 409 names the line: "Line 2, Titanium bar: a 3.1 certificate is
 * required before it ships". `certified` holds the ids of the lines with a certificate.
 */
export function missingCertificate(line: CertifiableLine, certified: ReadonlySet<string>): HttpError | undefined {
  if (!requiresCertificate(line.certificate_required) || certified.has(line.id)) return undefined;
  return conflict(rc.missingBeforeShip(Number(line.line_no), line.product_name, line.certificate_required));
}

/** The ids of the lines that have a certificate, from the order's certificate documents. */
export const certifiedLines = (certificates: readonly { line_id: string | null }[]): Set<string> =>
  new Set(certificates.flatMap((certificate) => (certificate.line_id === null ? [] : [certificate.line_id])));
