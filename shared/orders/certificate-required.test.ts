import { describe, expect, it } from 'vitest';
import { certificateTypeOf, requirementOfProduct, requiresCertificate } from './certificate-required.ts';

describe('required certificates (PRODUCT.md §20)', () => {
  it('reads the product’s own certificate as the requirement it offers', () => {
    expect(requirementOfProduct('EN 10204 3.1')).toBe('3.1');
    expect(requirementOfProduct('EN10204 3.2')).toBe('3.2');
    expect(requirementOfProduct('2.2')).toBe('2.2');
    expect(requirementOfProduct('Certificate of conformity')).toBe('CoC');
    expect(requirementOfProduct('CoC')).toBe('CoC');
    expect(requirementOfProduct('EN 10204 3.1.1')).toBeUndefined();
    expect(requirementOfProduct('mill test report')).toBeUndefined();
    expect(requirementOfProduct(null)).toBeUndefined();
    expect(requirementOfProduct('  ')).toBeUndefined();
  });

  it('names the certificate type each requirement asks for; none asks for nothing', () => {
    expect(certificateTypeOf('3.1')).toBe('EN 10204 3.1');
    expect(certificateTypeOf('CoC')).toBe('Certificate of conformity');
    expect(certificateTypeOf('none')).toBeUndefined();
    expect(requiresCertificate('3.1')).toBe(true);
    expect(requiresCertificate('EN 10204 3.1')).toBe(true);
    expect(requiresCertificate('none')).toBe(false);
    expect(requiresCertificate(null)).toBe(false);
  });
});
