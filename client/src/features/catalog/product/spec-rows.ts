import { formatDimensions, type Product } from '#shared/catalog/product.schema.ts';
import { formLabels, metalLabels } from '#shared/catalog/taxonomy.ts';
import { countryWithCode, formatHsCode } from '#shared/compliance/export-facts-text.ts';
import { messages } from '#shared/messages.ts';
import { productCompliance } from '#shared/messages/product-compliance.ts';

const t = messages.productPage;

/** The specification table's rows; a field with no value has no row (never an empty cell). */
export function specRows(product: Product): [label: string, value: string][] {
  const rows: [string, string | null | undefined][] = [
    [t.sku, product.sku],
    [t.metal, product.metal && metalLabels[product.metal]],
    [t.form, product.form && formLabels[product.form]],
    [t.grade, product.grade],
    [t.standard, product.standard],
    [t.dimensions, formatDimensions(product.dimensions ?? {})],
    [t.condition, product.condition],
    [t.origin, product.origin],
    [t.certificate, product.certificate],
    // Export facts (PRODUCT.md §19), for the buyer's customs broker.
    [productCompliance.labels.hsCode, product.hsCode && formatHsCode(product.hsCode)],
    [productCompliance.labels.countryOfOrigin, product.countryOfOrigin && countryWithCode(product.countryOfOrigin)],
    [productCompliance.labels.exportClassification, product.exportClassification],
  ];
  return rows.flatMap(([label, value]) => (value && value.trim() ? [[label, value] as [string, string]] : []));
}
