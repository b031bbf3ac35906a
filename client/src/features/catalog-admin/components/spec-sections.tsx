import { DimensionsFields } from './dimensions-fields.tsx';
import { ExportComplianceFields } from './export-compliance-fields.tsx';
import { FixedPricesFields } from './fixed-prices-fields.tsx';
import { OrderingFields } from './ordering-fields.tsx';
import { PriceBreaksFields } from './price-breaks-fields.tsx';
import { SpecFields } from './spec-fields.tsx';

/** Every specification field of docs/product/catalog.md and the export facts (PRODUCT.md §19), as Add Product and the edit page show them. */
export function SpecSections() {
  return (
    <>
      <SpecFields />
      <DimensionsFields />
      <OrderingFields />
      <PriceBreaksFields />
      <FixedPricesFields />
      <ExportComplianceFields />
    </>
  );
}
