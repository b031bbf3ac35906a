import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import type { Product, ProductInput } from '#shared/catalog/product.schema.ts';
import { centsToDollars, dollarsToCents, formatUsd, orderTotalCents } from '#shared/money.ts';
import type { Order } from '#shared/orders/order.schema.ts';

/** A browser page (its session cookie rides along) or a bare API request context. */
type Client = Page | APIRequestContext;
const requestOf = (client: Client): APIRequestContext => ('goto' in client ? client.request : client);

/** Messages may end in a space (the specification's 'Address field is required '); matching ignores it (docs/product/overview.md#the-contract). */
export const exactly = (text: string) => new RegExp(`^\\s*${text.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);

/** The order total as the store shows it: unit price × quantity, in dollars. */
export function expectedTotal(unitPrice: number, quantity: number): string {
  return formatUsd(centsToDollars(orderTotalCents(dollarsToCents(unitPrice), quantity)));
}

/** An expiry a few years ahead, as "MM/YY". */
export function futureExpiry(): string {
  return `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
}

export async function fetchProduct(client: Client, id: string): Promise<Product> {
  const response = await requestOf(client).get(`/products/${encodeURIComponent(id)}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Product;
}

export async function fetchOrder(client: Client, id: string): Promise<Order> {
  const response = await requestOf(client).get(`/order/${encodeURIComponent(id)}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Order;
}

/** A product only this test orders, so its stock moves only with this test's orders. */
export async function createProductAsAdmin(request: APIRequestContext, adminToken: string): Promise<Product> {
  const product: ProductInput = {
    name: `Niobium sheet E2E ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
    picture: '/images/products/niobium-plate.svg',
    about: 'Reactor-grade niobium sheet to ASTM B393, for the ordering e2e suite.',
    origin: 'Japan',
    total: 120,
    minimum: 10,
    price: 41.75,
    metal: 'niobium',
    form: 'plate',
  };
  const response = await request.post('/products', {
    data: product,
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Product;
}

/** POST /orders as the page's signed-in buyer. */
export async function placeOrderViaApi(page: Page, productId: string, quantity: number): Promise<Order> {
  const response = await page.request.post('/orders', {
    data: { productId, productQuantity: quantity, buyerAddress: '1 Test Street, Leeds', phone: '+44 113 496 0000' },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Order;
}

/** The table row whose row header is `name` (order tables head each row with the product). */
export function rowOf(page: Page, productName: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: productName, exact: true }) });
}

/** The cell of `row` under the column headed `header`. */
export async function cellOf(page: Page, row: Locator, header: string): Promise<Locator> {
  // The header row is read once, so first wait for the table that has this column to be there.
  await expect(page.getByRole('columnheader', { name: header, exact: true }).first()).toBeVisible();
  const headers = (await page.getByRole('columnheader').allTextContents()).map((text) => text.trim());
  const index = headers.indexOf(header);
  if (index < 0) throw new Error(`no column "${header}" among ${headers.join(', ')}`);
  return row.locator(':scope > th, :scope > td').nth(index);
}

/** True for a saturated red: red well above green and blue (sRGB channels 0–255). */
export function isReddish([red, green, blue]: readonly number[]): boolean {
  return (
    red !== undefined && green !== undefined && blue !== undefined && red > 120 && red > 1.8 * Math.max(green, blue)
  );
}

/** The subset of the browser's globals textRgb uses (the e2e code has no DOM types). */
interface CanvasGlobals {
  getComputedStyle(node: unknown): { color: string };
  document: {
    createElement(tag: 'canvas'): {
      getContext(kind: '2d'): {
        fillStyle: string;
        fillRect(x: number, y: number, width: number, height: number): void;
        getImageData(x: number, y: number, width: number, height: number): { data: ArrayLike<number> };
      } | null;
    };
  };
}

/**
 * The element's computed text colour in sRGB. Chromium reports colours in the space they were
 * written in (lab(), oklch(), …); painting one pixel with it lets the browser convert.
 */
export function textRgb(locator: Locator): Promise<number[]> {
  return locator.evaluate((element) => {
    const browser = globalThis as unknown as CanvasGlobals;
    const context = browser.document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = browser.getComputedStyle(element).color;
    context.fillRect(0, 0, 1, 1);
    return Array.from(context.getImageData(0, 0, 1, 1).data).slice(0, 3);
  });
}
