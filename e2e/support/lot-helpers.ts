import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { Product } from '#shared/catalog/product.schema.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { formatMoney } from '#shared/money/format-money.ts';

/** A one-page certificate as a mill sends it (the store checks the PDF signature only). */
export const certificatePdf = Buffer.from('%PDF-1.4\n% mill certificate\n%%EOF\n');

export const shipTo = { address: '3 Rolling Mill Road, Sheffield S9 1AA', phone: '+44 114 496 0199' };

/** A name, heat number and grade no other test uses. */
export const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36).toUpperCase()}${Math.random().toString(36).slice(2, 5).toUpperCase()}`;

/**
 * A tantalum bar of this test's own, sold by the metre and cut to length (100 mm to 3 m, $2 a
 * cut), with no stock until a lot of bars is received, its own certificate type 3.1.
 */
export async function createBarProduct(
  request: APIRequestContext,
  adminToken: string,
  overrides: Partial<{ price: number; grade: string; diameter: number }> = {},
): Promise<Product> {
  const response = await request.post('/products', {
    data: {
      name: `Tantalum bar E2E ${unique('')}`,
      picture: '/images/products/niobium-plate.svg',
      about: 'Tantalum bar by the metre, cut to length, for the heat lots and remnants e2e suite.',
      origin: 'Germany',
      metal: 'tantalum',
      form: 'bar',
      unit: 'm',
      total: 0,
      minimum: 0.1,
      price: overrides.price ?? 123.45,
      grade: overrides.grade ?? 'RO5200',
      certificate: 'EN 10204 3.1',
      density: 16.6,
      dimensions: { diameter: overrides.diameter ?? 12 },
      cutToLength: { minLengthMm: 100, maxLengthMm: 3000, cutFee: 2 },
    },
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Product;
}

/** POST /products/{id}/lots: a public lot of bars with its 3.1 certificate. */
export async function receiveBarsViaApi(
  request: APIRequestContext,
  adminToken: string,
  productId: string,
  lot: { heatNumber: string; barLengthMm: number; barCount: number },
): Promise<void> {
  const response = await request.post(`/products/${productId}/lots`, {
    headers: { authorization: `Bearer ${adminToken}` },
    multipart: {
      heatNumber: lot.heatNumber,
      barLengthMm: String(lot.barLengthMm),
      barCount: String(lot.barCount),
      receivedOn: '2026-07-01',
      mill: 'H.C. Starck',
      public: 'true',
      type: 'EN 10204 3.1',
      file: { name: 'mill-cert.pdf', mimeType: 'application/pdf', buffer: certificatePdf },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** The page's buyer orders `pieces` × `lengthMm` from the heat by the API, as the cart and checkout would. */
export async function placeCutOrderViaApi(
  page: Page,
  productId: string,
  cut: { pieces: number; lengthMm: number; heatNumber: string },
): Promise<PurchaseOrder> {
  await page.request.delete('/cart');
  const added = await page.request.post('/cart/cuts', { data: { productId, ...cut } });
  expect(added.status(), await added.text()).toBe(201);
  const placed = await page.request.post('/purchase-orders', { data: { shipTo } });
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()) as PurchaseOrder;
}

/**
 * PRODUCT.md §20 worked by hand, in whole cents: the base metre price × lengthMm / 1000 × (1 −
 * discount / 100), rounded half up once. $123.45/m, 1,800 mm, 30 %: 12,345 ¢ × 1.8 × 0.7 =
 * 15,554.7 ¢ → $155.55.
 */
export function remnantPriceText(pricePerMetre: number, lengthMm: number, discountPercent = 30): string {
  const numerator = Math.round(pricePerMetre * 100) * lengthMm * (100 - discountPercent);
  const denominator = 1000 * 100;
  const cents = Math.floor((2 * numerator + denominator) / (2 * denominator));
  return formatMoney(cents / 100, 'USD');
}
