import { heatChoice as h } from '#shared/messages/heat-choice.ts';
import { cart as cartTexts } from '#shared/messages/cart.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { paths } from '#shared/routes.ts';
import { expect, newBuyer, signInAsAdmin, signUpViaApi, test } from './fixtures.ts';
import { createProductAsAdmin } from './support/ordering-helpers.ts';

const shipTo = { address: '7 Heat Treatment Lane, Pittsburgh PA 15201', phone: '+1 412 555 0142' };

/**
 * PRODUCT.md §20 "Allocation": the product page offers the public heats, the cart line keeps the
 * pin, and the order's line comes from that heat.
 */
test('a buyer picks a public heat on the product page, sees it in the cart, and the order line names it', async ({
  page,
  request,
  axe,
}) => {
  const adminToken = await signInAsAdmin(request);
  const product = await createProductAsAdmin(request, adminToken);
  const heat = `H${Date.now().toString(36).toUpperCase()}`;
  const received = await request.post(`/products/${product._id}/lots`, {
    headers: { authorization: `Bearer ${adminToken}` },
    multipart: {
      heatNumber: heat,
      quantity: '30',
      receivedOn: '2026-07-01',
      mill: 'Allegheny',
      public: 'true',
      type: 'EN 10204 3.1',
      file: { name: 'mill-cert.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% heat\n%%EOF\n') },
    },
  });
  expect(received.status(), await received.text()).toBe(201);

  await signUpViaApi(page, newBuyer());
  await page.request.delete('/cart');
  await page.goto(paths.product(product._id));
  const select = page.getByLabel(h.label, { exact: true });
  await expect(select.getByRole('option', { name: h.any })).toHaveCount(1);
  await select.selectOption({ label: `${heat} — 30 pcs, EN 10204 3.1` });
  expect(await axe()).toEqual([]);
  await page.getByRole('button', { name: cartTexts.addToCart }).click();
  await expect(page.getByText(cartTexts.added(product.name))).toBeVisible();

  await page.goto(paths.cart);
  await expect(page.getByText(h.pinned(heat), { exact: true })).toBeVisible();
  await expect(page.getByLabel(h.labelOf(product.name))).toHaveValue(heat);
  expect(await axe()).toEqual([]);

  const placed = await page.request.post('/purchase-orders', { data: { shipTo } });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as PurchaseOrder;
  const read = await page.request.get(`/purchase-orders/${order._id}`);
  expect(((await read.json()) as PurchaseOrder).lines[0]?.heatNumber).toBe(heat);
});
