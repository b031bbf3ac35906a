import { messages } from '#shared/messages.ts';
import { paths } from '#shared/routes.ts';
import { expect, newBuyer, signInAsAdmin, signUpViaApi, test } from './fixtures.ts';
import { createProductAsAdmin } from './support/ordering-helpers.ts';

const c = messages.cart;
const v = messages.validation;

/**
 * PRODUCT.md §21 (issue 26): the checkout form refuses a PO number with a control character with
 * the server's own message, from the same shared schema, before anything is sent. A text input
 * drops pasted line breaks itself, but keeps a tab.
 */
test('checkout shows the one-line rule of the PO number, then places the order once it is fixed', async ({
  page,
  request,
}) => {
  const product = await createProductAsAdmin(request, await signInAsAdmin(request));
  await signUpViaApi(page, newBuyer());
  expect((await page.request.put(`/cart/lines/${product._id}`, { data: { quantity: product.minimum } })).status()).toBe(
    200,
  );

  await page.goto(paths.checkout);
  await page.getByLabel(c.shipToAddress).fill('12 Forge Street\nSheffield S1 2AB');
  await page.getByLabel(c.phone, { exact: true }).fill('+44 114 496 0777');
  await page.getByLabel(c.poNumber).fill('PO-4471\tPay to: IBAN XX00');
  let posted = false;
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/purchase-orders') posted = true;
  });
  await page.getByRole('button', { name: c.placeOrder, exact: true }).click();

  await expect(page.getByText(v.oneLine(v.fieldNames.poNumber), { exact: true })).toBeVisible();
  await expect(page.getByLabel(c.poNumber)).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(paths.checkout);
  expect(posted).toBe(false);

  await page.getByLabel(c.poNumber).fill('PO-4471');
  await page.getByRole('button', { name: c.placeOrder, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/purchase-orders\/[^/]+\/pay$/);
});

test('sign-up shows the one-line rule of the name, tied to its input, and creates no account', async ({ page }) => {
  const buyer = newBuyer();
  let posted = false;
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/auth/sign-up/email') posted = true;
  });
  await page.goto(paths.signUp);
  const name = page.getByLabel(messages.identity.name, { exact: true });
  await name.fill('Ada\tPay to: IBAN XX00');
  await page.getByLabel(messages.identity.email, { exact: true }).fill(buyer.email);
  await page.getByLabel(messages.identity.password, { exact: true }).fill(buyer.password);
  await page.getByRole('button', { name: messages.identity.signUp, exact: true }).click();
  await expect(name).toHaveAccessibleDescription(v.oneLine(v.fieldNames.name));
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/signup$/);
  expect(posted).toBe(false);
});
