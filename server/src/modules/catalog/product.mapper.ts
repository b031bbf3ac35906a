import type { Product } from '#shared/catalog/product.schema.ts';
import { forms, metals } from '#shared/catalog/taxonomy.ts';
import { centsToDollars } from '#shared/money.ts';
import type { ProductRow } from './catalog.table.ts';

const asMetal = (value: string | null) => metals.find((metal) => metal === value) ?? null;
const asForm = (value: string | null) => forms.find((form) => form === value) ?? null;

/** A stored product in the API's shape (SPEC.md §3): `_id`, dollars instead of cents. */
export function toApiProduct(row: ProductRow): Product {
  return {
    _id: String(row.id),
    name: row.name,
    picture: row.picture,
    about: row.about,
    total: row.total,
    minimum: row.minimum,
    price: centsToDollars(row.price_cents),
    origin: row.origin,
    metal: asMetal(row.metal),
    form: asForm(row.form),
    // Placeholders until the specification columns are stored (catalog by specification).
    sku: `RM-${String(row.id).padStart(5, '0')}`,
    grade: null,
    standard: null,
    condition: null,
    dimensions: {},
    increment: 1,
    maximum: null,
    priceBreaks: [],
    leadTimeDays: null,
    certificate: null,
  };
}
