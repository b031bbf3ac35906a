import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currencyTexts } from '#shared/messages/currencies.ts';
import { formatDimensions } from '#shared/catalog/product.schema.ts';
import { toMajor } from '#shared/money/amount.ts';
import { baseCurrency, type SellingCurrency, sellingCurrency } from '#shared/money/currency.ts';
import { type Remnant, remnantListSchema, remnantQuerySchema } from '#shared/remnants/remnant.schema.ts';
import { badRequest } from '../../http-errors.ts';
import { errorAnswers } from '../../http/schemas.ts';
import { listRemnants, type RemnantWithProduct, toLocalProduct } from '../catalog/index.ts';
import { remnantPriceIn } from '../orders/index.ts';
import { readSettingsSections } from '../settings/index.ts';

function toApiRemnant(
  remnant: RemnantWithProduct,
  discountPercent: number,
  to: SellingCurrency,
  callerId: string | null,
): Remnant {
  const product = toLocalProduct(remnant.product);
  const price = remnantPriceIn(remnant.product, remnant.lengthMm, discountPercent, to);
  return {
    _id: remnant.id,
    productId: product._id,
    name: product.name,
    sku: product.sku,
    metal: product.metal,
    form: product.form,
    grade: product.grade ?? null,
    dimensions: Object.keys(product.dimensions).length > 0 ? formatDimensions(product.dimensions) : null,
    heatNumber: remnant.heatNumber,
    lengthMm: remnant.lengthMm,
    price: toMajor({ minor: price.totalMinor, currency: to.currency }),
    currency: to.currency,
    certificate: remnant.certificate ? { type: remnant.certificate.type } : null,
    inCart: callerId !== null && remnant.heldBy === callerId,
  };
}

/** The remnants on sale (PRODUCT.md §20): public, each priced for the piece in `?currency=` (the base when absent). */
export const remnantsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/remnants',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'Remnants on sale: rests of bars that cuts left, each sold whole and once, at the product’s base metre price × length less the store’s remnant discount (shipping settings). Filters: metal, form, grade, productId, size (the product’s main dimension, mm), length (mm); `currency` prices them in an offered currency',
        querystring: remnantQuerySchema,
        response: { 200: remnantListSchema, ...errorAnswers(400) },
      },
    },
    async (request) => {
      const { currency: code, ...query } = request.query;
      const [shipping, currencies] = await readSettingsSections(app.db, ['shipping', 'currencies']);
      const to = code === undefined ? baseCurrency(currencies) : sellingCurrency(currencies, code);
      if (!to) throw badRequest(currencyTexts.notOffered(code!));
      const callerId = (await app.viewerOf(request))?.id ?? null;
      const remnants = await listRemnants(app.db, query, callerId, app.config.now().toISOString());
      return remnants.map((remnant) => toApiRemnant(remnant, shipping.remnantDiscountPercent, to, callerId));
    },
  );
};
