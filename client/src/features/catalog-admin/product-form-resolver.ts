import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { productInputSchema } from '#shared/catalog/product-input.schema.ts';
import type { ProductInput } from '#shared/catalog/product.schema.ts';
import { givenFacts, givenPrices, type ProductFormValues } from './product-form-values.ts';

const checked = zodResolver(productInputSchema);

/**
 * The product forms' resolver: productInputSchema over the values with the currencies whose price
 * is left empty taken out (givenPrices), so an untouched "Price in EUR" means converted from the
 * base price (PRODUCT.md §17), not "required"; and an empty export fact as none (null, PRODUCT.md §19).
 */
export const productFormResolver: Resolver<ProductFormValues, unknown, ProductInput> = (values, context, options) =>
  checked({ ...values, prices: givenPrices(values.prices), ...givenFacts(values) }, context, options);
