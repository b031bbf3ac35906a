import { messages } from '#shared/messages.ts';
import { paths } from '#shared/routes.ts';
import {
  accessTokenKey,
  expect,
  fetchProducts,
  newBuyer,
  seriousAxeViolations,
  signInAsAdmin,
  signUpViaApi,
  test,
  useViewport,
} from './fixtures.ts';
import { homeSection, orderLinks, productCards } from './support/locators.ts';
import {
  cellOf,
  createProductAsAdmin,
  exactly,
  expectedTotal,
  fetchOrder,
  fetchProduct,
  futureExpiry,
  isReddish,
  placeOrderViaApi,
  rowOf,
  textRgb,
} from './support/ordering-helpers.ts';
import {
  factOf,
  nextConfirm,
  orderRowOf,
  payWithCard,
  purchaseOrderWithProduct,
} from './support/purchase-order-helpers.ts';

const t = messages.ordering;
const p = messages.purchase;
const o = messages.orderPages;

test.describe('ordering and card payment (docs/product/screens.md, docs/product/rules.md#states, docs/product/rules.md#validation; docs/product/rules.md#payments)', () => {
  test('a buyer orders from the home page, is declined, pays the purchase order, and the admin finds it paid', async ({
    page,
    browser,
    axe,
  }) => {
    test.slow();
    const buyer = newBuyer();
    await signUpViaApi(page, buyer);
    // A product of 'New produts' that no other spec orders, with room above its MOQ.
    const catalog = await fetchProducts(page);
    const product = catalog.slice(20).find((item) => item.total >= item.minimum + 2);
    if (!product) throw new Error('the demo catalog has no orderable product past position 20');

    await page.goto(paths.home);
    const card = productCards(page, homeSection(page, messages.home.newProducts)).filter({
      has: page.getByRole('heading', { name: product.name, exact: true }),
    });
    await orderLinks(card).click();

    // Purchase page: the product on the left, the account's name and email read-only.
    await expect(page).toHaveURL(paths.purchase(product._id));
    await expect(page.getByRole('heading', { level: 1, name: product.name, exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`${product.name} — ${messages.ui.siteName}`);
    // Its own description, hoisted into <head> by React 19.
    const descriptions = page.locator('head meta[name="description"]');
    await expect
      .poll(async () =>
        (await descriptions.evaluateAll((all) => all.map((meta) => meta.getAttribute('content')))).join('\n'),
      )
      .toContain(`Order ${product.name} (${product.origin})`);
    const details = page.getByRole('region', { name: t.productDetails });
    await expect(details).toContainText(product.origin);
    await expect(details).toContainText(messages.catalog.available(product.total));
    await expect(page.getByLabel(t.name, { exact: true })).toHaveValue(buyer.name);
    await expect(page.getByLabel(t.name, { exact: true })).toHaveAttribute('readonly', '');
    await expect(page.getByLabel(t.email, { exact: true })).toHaveValue(buyer.email);
    await expect(page.getByLabel(t.email, { exact: true })).toHaveAttribute('readonly', '');
    const quantity = page.getByLabel(t.quantity, { exact: true });
    const address = page.getByLabel(t.address, { exact: true });
    const phone = page.getByLabel(t.phone, { exact: true });
    const submit = page.getByRole('button', { name: t.submit, exact: true });
    await expect(quantity).toHaveValue(String(product.minimum));

    // docs/product/rules.md#validation messages show as the buyer types; Submit waits for a valid form (docs/product/rules.md#departures).
    await quantity.fill(String(product.minimum - 1));
    await expect(page.getByText(exactly(p.belowMinimum(product.minimum)))).toBeVisible();
    await expect(submit).toBeDisabled();
    await quantity.fill(String(product.total + 1));
    await expect(page.getByText(exactly(p.aboveTotal(product.total)))).toBeVisible();
    await expect(page.getByText(exactly(p.belowMinimum(product.minimum)))).toHaveCount(0);
    await expect(submit).toBeDisabled();
    await address.fill('12 Foundry Lane');
    await address.fill('');
    await expect(page.getByText(exactly(p.addressRequired))).toBeVisible();
    await phone.fill('0114 496');
    await expect(page.getByText(exactly(p.phoneTooShort))).toBeVisible();
    await phone.fill('');
    await expect(page.getByText(exactly(p.phoneRequired))).toBeVisible();
    await expect(submit).toBeDisabled();

    const ordered = product.minimum + 1;
    const total = expectedTotal(product.price, ordered);
    await address.fill('12 Foundry Lane, Sheffield S1 2AB, United Kingdom');
    await phone.fill('+44 114 496 0000');
    await quantity.fill(String(ordered));
    await expect(page.getByText(exactly(p.aboveTotal(product.total)))).toHaveCount(0);
    await expect(page.getByText(total, { exact: true })).toBeVisible();
    await expect(submit).toBeEnabled();
    expect(await axe()).toEqual([]);

    // A double click still places one order (Idempotency-Key).
    await submit.dblclick();
    await expect(page.getByText(p.submitted, { exact: true }).first()).toBeVisible();
    await expect(page).toHaveURL(paths.myOrders);

    // My Orders: the order, unpaid, with its total.
    await expect(page.getByRole('heading', { level: 1, name: t.myOrders })).toBeVisible();
    const row = rowOf(page, product.name);
    await expect(row).toHaveCount(1);
    await expect(await cellOf(page, row, t.quantity)).toHaveText(String(ordered));
    await expect(await cellOf(page, row, t.total)).toHaveText(total);
    await expect(await cellOf(page, row, t.status)).toHaveText(t.statuses.unpaid);
    expect(await axe()).toEqual([]);

    // The Purchase page's order is a one-line purchase order (docs/product/ordering.md), numbered.
    const purchaseOrder = await purchaseOrderWithProduct(page, product.name);
    expect(purchaseOrder.lines).toHaveLength(1);
    const orderId = purchaseOrder.lines[0]?._id ?? '';
    await expect(row).toContainText(purchaseOrder.number);

    // Payment: the order number, the product and the amount due, on the Pay button too; a declined
    // card shows the provider's message in red.
    // Pay waits for the client secret (docs/product/rules.md#states): hold the intent's answer back for a moment.
    let releaseIntent = () => {};
    const intentHeld = new Promise<void>((resolve) => (releaseIntent = resolve));
    await page.route('**/create-payment-intent', async (route) => {
      await intentHeld;
      await route.continue();
    });
    await row.getByRole('link', { name: t.pay, exact: true }).click();
    await expect(page).toHaveURL(paths.purchaseOrderPayment(purchaseOrder._id));
    await expect(page.getByRole('heading', { level: 1, name: t.payment })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(purchaseOrder.number);
    await expect(page.getByRole('main')).toContainText(product.name);
    await expect(page.getByRole('main')).toContainText(total);
    const payLabel = o.payAmount(total);
    const pay = page.getByRole('button', { name: payLabel, exact: true });
    await expect(pay).toBeDisabled();
    releaseIntent();
    await expect(pay).toBeEnabled();
    await page.unroute('**/create-payment-intent');
    expect(await axe()).toEqual([]);

    await payWithCard(page, '4000 0000 0000 0002', payLabel);
    const refusal = page.getByRole('alert').filter({ hasText: messages.payment.declined });
    await expect(refusal).toHaveText(messages.payment.declined);
    expect(isReddish(await textRgb(refusal))).toBe(true);
    expect(await axe()).toEqual([]);
    expect((await fetchOrder(page, orderId)).paid).toBe(false);

    await payWithCard(page, '4242 4242 4242 4242', payLabel);
    const done = page.getByRole('status').filter({ hasText: messages.payment.succeeded });
    await expect(done).toBeVisible();
    const transactionId = (await done.locator('code').textContent())?.trim() ?? '';
    expect(transactionId).toMatch(/^pi_/);
    await expect(done).toContainText(`${t.transactionId}: ${transactionId}`);
    // The purchase order's one line is the SPEC's order: paid by the same payment.
    const paid = await fetchOrder(page, orderId);
    expect(paid).toMatchObject({ paid: true, status: 'paid', transactionId });

    // My Orders now shows Paid with the transaction id, and no Pay.
    await done.getByRole('link', { name: t.backToOrders }).click();
    await expect(await cellOf(page, row, t.status)).toHaveText(o.statuses.paid);
    await expect(await cellOf(page, row, t.payment)).toContainText(t.paid);
    await expect(await cellOf(page, row, t.payment)).toContainText(transactionId);
    await expect(row.getByRole('link', { name: t.pay, exact: true })).toHaveCount(0);

    // The admin sees it with its buyer, total, payment status and status, and finds it by filter and search.
    const admin = await (await browser.newContext()).newPage();
    await signInAsAdmin(admin);
    await admin.goto(paths.manageAllOrders);
    await expect(admin.getByRole('heading', { level: 1, name: t.manageAllOrders })).toBeVisible();
    const adminRow = orderRowOf(admin, purchaseOrder.number);
    await expect(adminRow).toHaveCount(1);
    await expect(adminRow).toContainText(buyer.name);
    await expect(adminRow).toContainText(buyer.email);
    await expect(adminRow).toContainText(product.name);
    await expect(await cellOf(admin, adminRow, t.total)).toHaveText(total);
    await expect(await cellOf(admin, adminRow, t.paymentStatus)).toHaveText(o.paymentStatuses.paid);
    await expect(await cellOf(admin, adminRow, t.status)).toHaveText(o.statuses.paid);
    expect(await seriousAxeViolations(admin)).toEqual([]);
    // Narrowed to the paid orders (those waiting for production), it is there; not among the shipped ones.
    const show = admin.getByLabel(t.statusFilter, { exact: true });
    await show.selectOption({ label: o.statuses.paid });
    await expect(adminRow).toHaveCount(1);
    await show.selectOption({ label: o.statuses.shipped });
    await expect(adminRow).toHaveCount(0);
    await show.selectOption({ label: t.allStatuses });
    await admin.getByLabel(o.search, { exact: true }).fill(purchaseOrder.number);
    await expect(adminRow).toHaveCount(1);
    await expect(admin.getByRole('row')).toHaveCount(2);
    await adminRow.getByRole('link', { name: purchaseOrder.number, exact: true }).click();
    await expect(admin).toHaveURL(paths.manageOrder(purchaseOrder._id));
    await expect(factOf(admin, t.paymentStatus)).toHaveText(o.paymentStatuses.paid);
    await expect(admin.getByRole('button', { name: o.markInProduction, exact: true })).toBeVisible();
    await admin.context().close();

    // An already-paid order's payment pages show its Paid state instead of the card form: the SPEC's
    // page of the line and the purchase order's.
    await page.goto(paths.payment(orderId));
    await expect(page.getByRole('status').filter({ hasText: t.paidAlready })).toContainText(transactionId);
    await expect(page.getByLabel(t.cardNumber, { exact: true })).toHaveCount(0);
    await page.goto(paths.purchaseOrderPayment(purchaseOrder._id));
    await expect(page.getByRole('status').filter({ hasText: t.paidAlready })).toContainText(transactionId);
    await expect(page.getByLabel(t.cardNumber, { exact: true })).toHaveCount(0);
  });

  test('cancelling an unpaid order, after confirming, puts its quantity back in stock', async ({
    page,
    request,
    axe,
  }) => {
    const product = await createProductAsAdmin(request, await signInAsAdmin(request));
    await signUpViaApi(page, newBuyer());
    const order = await placeOrderViaApi(page, product._id, 25);
    expect((await fetchProduct(page, product._id)).total).toBe(product.total - 25);

    const purchaseOrder = await purchaseOrderWithProduct(page, product.name);

    // On a phone, each order is a card whose buttons are in view (no table scrolled sideways).
    await useViewport(page, 'phone');
    await page.goto(paths.myOrders);
    const card = page.getByRole('article', { name: o.orderTitle(purchaseOrder.number) });
    await expect(card).toContainText(product.name);
    await expect(card).toContainText(o.statuses.unpaid);
    await expect(card).toContainText(expectedTotal(product.price, 25));
    await expect(page.getByRole('table')).toBeHidden();
    for (const action of [card.getByRole('link', { name: t.pay }), card.getByRole('button', { name: t.cancel })]) {
      await action.scrollIntoViewIfNeeded();
      await expect(action).toBeInViewport({ ratio: 1 });
    }
    expect(await axe()).toEqual([]);

    await useViewport(page, 'desktop');
    const row = rowOf(page, product.name);
    const cancel = row.getByRole('button', { name: t.cancel, exact: true });

    // Dismissing the confirmation changes nothing.
    const dismissed = nextConfirm(page, false);
    await cancel.click();
    expect(await dismissed).toBe(o.confirmCancelOrder(purchaseOrder.number));
    await expect(await cellOf(page, row, t.status)).toHaveText(o.statuses.unpaid);
    expect((await fetchOrder(page, order._id)).status).toBe('unpaid');

    const accepted = nextConfirm(page, true);
    await cancel.click();
    await accepted;
    await expect(page.getByText(messages.orders.cancelled, { exact: true })).toBeVisible();
    await expect(await cellOf(page, row, t.status)).toHaveText(o.statuses.cancelled);
    await expect(row.getByRole('link', { name: t.pay, exact: true })).toHaveCount(0);
    expect((await fetchProduct(page, product._id)).total).toBe(product.total);
    expect((await fetchOrder(page, order._id)).status).toBe('cancelled');
  });

  test('an admin cancels a paid order with a refund, after confirming, and its quantity goes back in stock', async ({
    page,
    request,
    browser,
  }) => {
    const product = await createProductAsAdmin(request, await signInAsAdmin(request));
    await signUpViaApi(page, newBuyer());
    const order = await placeOrderViaApi(page, product._id, 10);
    const intent = await page.request.post('/create-payment-intent', { data: { orderId: order._id } });
    const { clientSecret } = (await intent.json()) as { clientSecret: string };
    const confirmed = await page.request.post('/payments/test/confirm', {
      data: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: futureExpiry(), cvc: '123' },
    });
    const { paymentId } = (await confirmed.json()) as { paymentId: string };
    expect((await page.request.patch(`/order/${order._id}`, { data: { transactionId: paymentId } })).status()).toBe(
      200,
    );

    const purchaseOrder = await purchaseOrderWithProduct(page, product.name);

    // Manage All Orders opens the order's page, where Cancel is named for the refund and asks first.
    const admin = await (await browser.newContext()).newPage();
    await signInAsAdmin(admin);
    await admin.goto(paths.manageAllOrders);
    const adminRow = orderRowOf(admin, purchaseOrder.number);
    await expect(adminRow).toHaveCount(1);
    await expect(await cellOf(admin, adminRow, t.paymentStatus)).toHaveText(o.paymentStatuses.paid);
    await adminRow.getByRole('link', { name: purchaseOrder.number, exact: true }).click();
    await expect(admin).toHaveURL(paths.manageOrder(purchaseOrder._id));
    const confirmation = nextConfirm(admin, true);
    await admin.getByRole('button', { name: t.cancelAndRefund, exact: true }).click();
    expect(await confirmation).toBe(o.confirmCancelAndRefund(purchaseOrder.number, expectedTotal(product.price, 10)));
    await expect(admin.getByText(messages.orders.refunded, { exact: true })).toBeVisible();
    await expect(factOf(admin, t.status)).toHaveText(o.statuses.cancelled);
    await expect(factOf(admin, t.paymentStatus)).toHaveText(o.paymentStatuses.refunded);
    await expect(admin.getByRole('button', { name: t.cancelAndRefund, exact: true })).toHaveCount(0);
    // The list says so in its two columns: the payment refunded, the order cancelled.
    await admin.getByRole('link', { name: o.backToAllOrders, exact: true }).click();
    await expect(await cellOf(admin, adminRow, t.paymentStatus)).toHaveText(o.paymentStatuses.refunded);
    await expect(await cellOf(admin, adminRow, t.status)).toHaveText(o.statuses.cancelled);
    await admin.context().close();

    const refunded = await fetchOrder(page, order._id);
    expect(refunded).toMatchObject({ status: 'cancelled', transactionId: paymentId });
    expect(refunded.refundId).toMatch(/^re_test_/);
    expect((await fetchProduct(page, product._id)).total).toBe(product.total);
  });

  test('a signed-out visitor who clicks order signs in and comes back to the purchase page', async ({
    page,
    request,
  }) => {
    const buyer = newBuyer();
    await signUpViaApi(request, buyer);
    const [first] = await fetchProducts(request, { limit: 1 });
    if (!first) throw new Error('the demo catalog is empty');

    await page.goto(paths.home);
    const card = productCards(page, homeSection(page, messages.home.ourProducts)).first();
    await orderLinks(card).click();
    await expect(page).toHaveURL(paths.signIn);

    const identity = messages.identity;
    await page.getByLabel(identity.email, { exact: true }).fill(buyer.email);
    await page.getByLabel(identity.password, { exact: true }).fill(buyer.password);
    await page.getByRole('button', { name: identity.signIn, exact: true }).click();
    await expect(page).toHaveURL(paths.purchase(first._id));
    await expect(page.getByRole('heading', { level: 1, name: first.name, exact: true })).toBeVisible();
    await expect(page.getByLabel(t.email, { exact: true })).toHaveValue(buyer.email);
  });

  test('an unknown product id shows a clear not-found message with a way back to the products', async ({
    page,
    axe,
  }) => {
    await signUpViaApi(page, newBuyer());
    await page.goto(paths.purchase('999999999'));
    await expect(
      page.getByRole('heading', { level: 1, name: messages.errors.productNotFound, exact: true }),
    ).toBeVisible();
    await expect(page.getByLabel(t.address, { exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: t.browseProducts, exact: true }).click();
    await expect(page).toHaveURL(paths.products);
    expect(await axe()).toEqual([]);
  });

  test('a buyer whose session was ended on the server is signed out and sent home on opening My Orders', async ({
    page,
  }) => {
    const buyer = newBuyer();
    await signUpViaApi(page, buyer);
    await page.goto(paths.addReview);
    const dashboardNav = page.getByRole('navigation', { name: messages.ui.dashboard, exact: true });
    await expect(dashboardNav).toBeVisible();

    // The session ends on the server (e.g. signed out elsewhere) while this tab still shows it.
    const signOut = await page.request.post('/api/auth/sign-out', {
      data: {},
      headers: { origin: new URL(page.url()).origin },
    });
    expect(signOut.ok()).toBe(true);

    await dashboardNav.getByRole('link', { name: t.myOrders, exact: true }).click();
    await expect(page).toHaveURL(paths.home);
    const nav = page.getByRole('navigation', { name: messages.ui.mainNav, exact: true });
    await expect(nav.getByText(buyer.name, { exact: true })).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), accessTokenKey)).toBeNull();
  });
});
