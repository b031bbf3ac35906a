import { addressTexts as a } from '#shared/messages/addresses.ts';
import { messages } from '#shared/messages.ts';
import { paths } from '#shared/routes.ts';
import { expect, newBuyer, signInAsAdmin, signUpViaApi, test } from './fixtures.ts';
import { createProductAsAdmin } from './support/ordering-helpers.ts';
import { factOf, fetchPurchaseOrder } from './support/purchase-order-helpers.ts';

const c = messages.cart;

/** PRODUCT.md §16: a buyer checks out to a German address field by field, region picked, and reads it on the order. */
test('checks out to a German address with its region picked, and sees it on the order page', async ({
  page,
  request,
  axe,
}) => {
  test.slow();
  const product = await createProductAsAdmin(request, await signInAsAdmin(request));
  await signUpViaApi(page, newBuyer());
  await page.goto(paths.product(product._id));
  await page.getByLabel(messages.productPage.quantity, { exact: true }).fill('10');
  await page.getByRole('button', { name: c.addToCart, exact: true }).click();
  await expect(page.getByText(c.added(product.name))).toBeVisible();

  await page.goto(paths.checkout);
  await page.getByRole('radio', { name: a.byField }).check();
  await page.getByLabel(a.fields.name, { exact: true }).fill('Eva Klein');
  await page.getByLabel(a.fields.line1, { exact: true }).fill('Marienplatz 8');
  await page.getByLabel(a.fields.postalCode, { exact: true }).fill('80331');
  await page.getByLabel(a.fields.city, { exact: true }).fill('München');
  // The region list is the chosen country's ISO 3166-2 regions.
  await page.getByLabel(a.fields.country, { exact: true }).selectOption({ label: 'Germany' });
  await page.getByLabel(a.fields.region, { exact: true }).selectOption({ label: 'Bayern' });
  await page.getByLabel(c.phone, { exact: true }).fill('+49 89 555 0100');
  expect(await axe()).toEqual([]);
  await page.getByRole('button', { name: c.placeOrder, exact: true }).click();

  await expect(page).toHaveURL(/\/dashboard\/purchase-orders\/[^/]+\/pay$/);
  const id = decodeURIComponent(page.url().split('/').at(-2)!);
  const order = await fetchPurchaseOrder(page, id);
  expect(order.shipTo).toMatchObject({ line1: 'Marienplatz 8', city: 'München', region: 'DE-BY', country: 'DE' });
  await page.goto(paths.purchaseOrder(id));
  const shipTo = factOf(page, messages.orderPages.shipTo);
  await expect(shipTo).toContainText('Marienplatz 8');
  await expect(shipTo).toContainText('80331 München');
  await expect(shipTo).toContainText('Germany');
});
