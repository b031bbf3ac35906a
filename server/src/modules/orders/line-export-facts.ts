import type { ProductRow } from '../catalog/index.ts';
import type { NewLine } from './line-requests.ts';

type ExportFacts = Pick<NewLine, 'standard' | 'hs_code' | 'country_of_origin' | 'export_classification'>;

/**
 * The product's standard and export facts as a line keeps them (PRODUCT.md §19, migration 025):
 * copied at placement, so the commercial invoice and the compliance check read what was sold even
 * after the catalog changes. A line without a product (made to order from scratch) has none.
 */
export function exportFactsOf(product: ProductRow | undefined): ExportFacts {
  return {
    standard: product?.standard ?? null,
    hs_code: product?.hs_code ?? null,
    country_of_origin: product?.country_of_origin ?? null,
    export_classification: product?.export_classification ?? null,
  };
}
