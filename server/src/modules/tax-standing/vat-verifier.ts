/**
 * What a VAT ID verification answers (PRODUCT.md §16, ADR 030): `valid` or `invalid` are the tax
 * authority's word; `unavailable` means ask again later (the service or the member state is down,
 * too busy, or slow); `unsupported` means no service the store uses can check it (a non-EU VAT ID):
 * only a store admin can verify it.
 */
export type VatVerdict = 'valid' | 'invalid' | 'unavailable' | 'unsupported';

/** The port; the VIES adapter (vies-vat-verifier.ts) is the store's, tests point it at a stand-in. */
export interface VatVerifier {
  /** `vatId` as stored: normalised, its prefix included (`DE136695976`). Never throws. */
  verify(vatId: string): Promise<VatVerdict>;
}
