import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { maskEmail } from '#shared/companies/company-answers.schema.ts';
import { discountedUnitCents } from '#shared/companies/company-rules.ts';
import { messages } from '#shared/messages.ts';
import { companies } from '#shared/messages/companies.ts';
import { centsToDollars, dollarsToCents, formatUsd, orderTotalCents } from '#shared/money.ts';
import { companyPaths } from '#shared/lazy-paths.ts';
import { paths } from '#shared/routes.ts';
import { lastLinkTo } from '../server/src/testing/mail-outbox.ts';
import { expect, newBuyer, seriousAxeViolations, signInAsAdmin, signUpViaApi, test } from './fixtures.ts';
import { createProductAsAdmin } from './support/ordering-helpers.ts';
import { factOf, fetchPurchaseOrder, nextConfirm } from './support/purchase-order-helpers.ts';
import { testServer } from './support/test-server.ts';

const t = companies.pages;
const c = messages.cart;
const o = messages.orderPages;

/** The newest link to `pathPart` the store mailed to `email` (DATA_DIR/outbox of the e2e store). */
async function mailedLink(email: string, pathPart: string): Promise<URL> {
  const { dataDir } = await testServer();
  let link: string | undefined;
  await expect
    .poll(() => (link = lastLinkTo(dataDir, email, pathPart)), { message: `${pathPart} mail to ${email}` })
    .toBeTruthy();
  return new URL(link!);
}

/** Opens the verification link mailed at sign-up: invitations are accepted by verified addresses only. */
async function verifyEmail(page: Page, email: string): Promise<void> {
  const link = await mailedLink(email, '/api/auth/verify-email');
  const answer = await page.request.get(link.pathname + link.search, { maxRedirects: 0, failOnStatusCode: false });
  expect(answer.status()).toBe(302);
}

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/**
 * The journey of docs/product/companies.md in the browser against the built app and the real
 * server: a company admin creates a company with an approval threshold and invites a colleague;
 * the store grants terms, credit and a discount; the colleague (verified) joins from the mailed
 * link, sees the member price and orders on account above the threshold; the admin approves it;
 * the store ships it and records the transfer; the statement has nothing left open. axe checks
 * every company page on the way.
 */
test('a company: created, a colleague invited and joined, an order on account approved, shipped and paid', async ({
  page,
  request,
  browser,
}) => {
  // Four people and a dozen pages on a shared machine: longer than test.slow()'s 90 s.
  test.setTimeout(240_000);
  const adminToken = await signInAsAdmin(request);
  const product = await createProductAsAdmin(request, adminToken);
  const companyName = `Crucible Alloys ${Date.now()}`;

  // The company admin creates the company and sets an approval threshold of $100.
  const owner = newBuyer({ name: 'Olga Owner' });
  await signUpViaApi(page, owner);
  await page.goto(companyPaths.company);
  await expect(page.getByRole('heading', { name: t.createHeading })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByLabel(t.fields.name, { exact: true }).fill(companyName);
  await page.getByLabel(t.fields.taxId, { exact: true }).fill('GB123456789');
  await page.getByLabel(t.fields.billingAddress, { exact: true }).fill('1 Foundry Row, Sheffield S1 1AA');
  await page.getByRole('button', { name: t.createButton, exact: true }).click();
  await expect(toast(page, t.created(companyName))).toBeVisible();
  await page.getByLabel(t.fields.approvalThreshold, { exact: true }).fill('100');
  await page.getByRole('button', { name: t.addAddress, exact: true }).click();
  await page.getByLabel(`${t.addressNumber(1)}: ${t.fields.addressLabel}`, { exact: true }).fill('Goods-in');
  await page
    .getByLabel(`${t.addressNumber(1)}: ${t.fields.address}`, { exact: true })
    .fill('Dock 3, 1 Foundry Row, Sheffield S1 1AA');
  await page.getByRole('button', { name: t.saveDetails, exact: true }).click();
  await expect(toast(page, t.saved)).toBeVisible();
  // The menu now has the company admin's items.
  const menu = page.getByRole('navigation', { name: messages.dashboardMenu.label });
  await expect(menu.getByRole('link', { name: t.menu.approvals, exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: t.menu.statement, exact: true })).toBeVisible();

  // It invites a colleague as buyer.
  const colleague = newBuyer({ name: 'Carl Colleague' });
  await page.getByLabel(t.inviteEmail, { exact: true }).fill(colleague.email);
  await page.getByLabel(t.inviteRole, { exact: true }).selectOption('buyer');
  await page.getByRole('button', { name: t.invite, exact: true }).click();
  await expect(toast(page, t.invited(colleague.email))).toBeVisible();
  await expect(page.getByRole('table', { name: t.pendingCaption })).toContainText(colleague.email);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The store grants net 30, $5,000 of credit and 10% off before anyone orders.
  const store = await newPage(browser);
  await signInAsAdmin(store);
  await store.goto(`${companyPaths.manageCompanies}?q=${encodeURIComponent(companyName)}`);
  const card = store.getByRole('article', { name: companyName });
  await expect(card).toBeVisible();
  expect(await seriousAxeViolations(store)).toEqual([]);
  await card.getByLabel(t.storeFields.paymentTerms, { exact: true }).selectOption('net30');
  await card.getByLabel(t.storeFields.creditLimit, { exact: true }).fill('5000');
  await card.getByLabel(t.storeFields.discountPercent, { exact: true }).fill('10');
  await card.getByRole('button', { name: t.saveTerms, exact: true }).click();
  await expect(toast(store, t.termsSaved(companyName))).toBeVisible();
  await expect(factOf(store, t.facts.paymentTerms)).toHaveText(t.termsNames.net30);

  // The colleague opens the mailed link signed out: the page says what it is and asks to sign in.
  // The mail's HTML part quotes the link: read the token alone.
  const token = /\/join\/([\w-]+)/.exec((await mailedLink(colleague.email, '/join/')).pathname)?.[1] ?? '';
  const joinLink = { pathname: companyPaths.join(token) };
  const visitor = await newPage(browser);
  await visitor.goto(joinLink.pathname);
  await expect(visitor.getByText(t.joinInvited(companyName, t.roles.buyer.toLowerCase()))).toBeVisible();
  await expect(visitor.getByRole('link', { name: t.signIn, exact: true })).toBeVisible();
  expect(await seriousAxeViolations(visitor)).toEqual([]);
  await visitor.context().close();

  // Signed up and verified, the colleague joins.
  const buyerPage = await newPage(browser);
  await signUpViaApi(buyerPage, colleague);
  await verifyEmail(buyerPage, colleague.email);
  await buyerPage.goto(joinLink.pathname);
  await expect(buyerPage.getByText(t.joinInvited(companyName, t.roles.buyer.toLowerCase()))).toBeVisible();
  expect(await seriousAxeViolations(buyerPage)).toEqual([]);
  await buyerPage.getByRole('button', { name: t.join, exact: true }).click();
  await expect(toast(buyerPage, t.joined(companyName))).toBeVisible();
  await expect(buyerPage).toHaveURL(companyPaths.company);
  await expect(buyerPage.getByRole('table', { name: t.membersCaption })).toContainText(colleague.email);

  // The member's price on the product page: 10% off after the breaks, as the server will charge.
  const unitCents = discountedUnitCents(dollarsToCents(product.price), 10);
  const quantity = 10;
  const total = formatUsd(centsToDollars(orderTotalCents(unitCents, quantity)));
  await buyerPage.goto(paths.product(product._id));
  await expect(buyerPage.getByTestId('member-price')).toContainText(total);
  await buyerPage.getByLabel(messages.productPage.quantity, { exact: true }).fill(String(quantity));
  await buyerPage.getByRole('button', { name: c.addToCart, exact: true }).click();
  await expect(buyerPage.getByText(c.added(product.name))).toBeVisible();

  // Checkout: the company's address comes first; paid on account, above the threshold it waits.
  await buyerPage.goto(paths.checkout);
  await expect(buyerPage.getByLabel(c.shipToAddress, { exact: true })).toHaveValue(
    'Dock 3, 1 Foundry Row, Sheffield S1 1AA',
  );
  await expect(buyerPage.getByRole('main')).toContainText(total);
  await buyerPage.getByLabel(c.phone, { exact: true }).fill('+44 114 496 0123');
  await buyerPage.getByLabel(c.poNumber).fill('PO-COMPANY-77');
  await buyerPage.getByRole('radio', { name: 'Pay on account', exact: true }).check();
  expect(await seriousAxeViolations(buyerPage)).toEqual([]);
  await buyerPage.getByRole('button', { name: c.placeOrder, exact: true }).click();
  await expect(buyerPage).toHaveURL(/\/dashboard\/purchase-orders\/[^/]+$/);
  const orderId = decodeURIComponent(buyerPage.url().split('/').at(-1)!);
  const placed = await fetchPurchaseOrder(buyerPage, orderId);
  expect(placed).toMatchObject({
    status: 'pending_approval',
    paymentMethod: 'account',
    total: centsToDollars(unitCents * quantity),
  });
  await expect(factOf(buyerPage, messages.ordering.status)).toHaveText(o.statuses.pending_approval);
  expect(await seriousAxeViolations(buyerPage)).toEqual([]);

  // The company admin approves it at /dashboard/approvals.
  await page.goto(companyPaths.approvals);
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: placed.number, exact: true }) });
  await expect(row).toContainText(colleague.name);
  await expect(row).toContainText(total);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await row.getByRole('button', { name: t.approve, exact: true }).click();
  await expect(toast(page, t.approved(placed.number))).toBeVisible();
  await expect(page.getByText(t.noApprovals)).toBeVisible();
  const approved = await fetchPurchaseOrder(page, orderId);
  expect(approved).toMatchObject({ status: 'confirmed', paymentStatus: 'unpaid' });
  expect(approved.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  // Invoiced at once on account: the statement lists it, owing its total.
  await page.goto(companyPaths.statement);
  const invoiceRow = page
    .getByRole('table', { name: t.statementCaption })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: placed.number, exact: true }) });
  await expect(invoiceRow).toContainText('PO-COMPANY-77');
  await expect(invoiceRow.getByRole('cell').last()).toHaveText(total);
  expect(await seriousAxeViolations(page)).toEqual([]);
  // The CSV download carries the same invoice.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: t.downloadCsv, exact: true }).click();
  const csv = await readFile(await (await downloading).path(), 'utf8');
  expect(csv).toContain(placed.number);
  expect(csv).toContain('PO-COMPANY-77');
  // Confirmed on account, the company may also pay it by card from its page.
  await buyerPage.goto(paths.purchaseOrder(orderId));
  await expect(buyerPage.getByRole('link', { name: messages.ordering.pay, exact: true })).toBeVisible();

  // The store ships it, then records the transfer of what is owed.
  await store.goto(paths.manageOrder(orderId));
  await expect(factOf(store, messages.ordering.status)).toHaveText(o.statuses.confirmed);
  await store.getByRole('button', { name: o.ship, exact: true }).click();
  const dialog = store.getByRole('dialog', { name: o.shipHeading(placed.number) });
  await dialog.getByLabel(o.carrier, { exact: true }).fill('DHL');
  await dialog.getByLabel(o.trackingNumber, { exact: true }).fill('JD014600006281234567');
  await dialog.getByRole('button', { name: o.confirmShip, exact: true }).click();
  await expect(factOf(store, messages.ordering.status)).toHaveText(o.statuses.shipped);
  await expect(store.getByLabel(t.order.transferAmount, { exact: true })).toHaveValue(String(approved.outstanding));
  await store.getByLabel(t.order.transferReference, { exact: true }).fill('BACS 2026-11 CRUCIBLE');
  expect(await seriousAxeViolations(store)).toEqual([]);
  await store.getByRole('button', { name: t.order.recordTransfer, exact: true }).click();
  await expect(toast(store, t.order.transferRecorded(total))).toBeVisible();
  await expect(factOf(store, t.order.outstanding)).toHaveText(formatUsd(0));
  const paid = await fetchPurchaseOrder(store, orderId);
  expect(paid).toMatchObject({
    paymentStatus: 'paid',
    outstanding: 0,
    amountPaid: centsToDollars(unitCents * quantity),
  });
  await store.context().close();

  // The statement: nothing left open once the transfer came in, and the order page says paid.
  await page.goto(companyPaths.statement);
  await expect(page.getByRole('heading', { name: t.statementTitle, level: 1 })).toBeVisible();
  await expect(page.getByText(t.noOpenInvoices)).toBeVisible();
  await expect(page.getByRole('link', { name: t.downloadCsv })).toHaveAttribute('href', /statement\.csv$/);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.goto(paths.purchaseOrder(orderId));
  await expect(factOf(page, t.order.outstanding)).toHaveText(formatUsd(0));
  await expect(factOf(page, messages.ordering.paymentStatus)).toHaveText(o.paymentStatuses.paid);

  // Any member may leave, after confirming.
  await buyerPage.goto(companyPaths.company);
  const question = nextConfirm(buyerPage, true);
  await buyerPage.getByRole('button', { name: t.leave, exact: true }).click();
  expect(await question).toBe(t.confirmLeave(companyName));
  await expect(toast(buyerPage, t.left(companyName))).toBeVisible();
  await expect(buyerPage.getByRole('heading', { name: t.createHeading })).toBeVisible();
  await buyerPage.context().close();
});

test('an invitation refused in words (another address, unverified, used); a buyer reads the company; a rejected order says why', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const adminToken = await signInAsAdmin(request);
  const product = await createProductAsAdmin(request, adminToken);
  const owner = newBuyer({ name: 'Wanda Works' });
  await signUpViaApi(page, owner);
  const companyName = `Tungsten Works ${Date.now()}`;
  expect(
    (await page.request.post('/companies', { data: { name: companyName, billingAddress: '2 Anvil St' } })).status(),
  ).toBe(201);
  expect((await page.request.patch('/companies/mine', { data: { approvalThreshold: 50 } })).status()).toBe(200);
  const invitee = newBuyer({ name: 'Ivan Invitee' });
  const invited = await page.request.post('/companies/mine/invitations', {
    data: { email: invitee.email, role: 'buyer' },
  });
  expect(invited.status()).toBe(201);
  const token = /\/join\/([\w-]+)/.exec((await mailedLink(invitee.email, '/join/')).pathname)?.[1] ?? '';
  const link = companyPaths.join(token);
  const problem = (p: Page) => p.getByRole('main').getByRole('alert');

  // Someone else, signed in, reads whom it is for and gets no Join button.
  const other = await newPage(browser);
  await signUpViaApi(other, newBuyer());
  await other.goto(link);
  await expect(problem(other)).toHaveText(t.joinProblems.wrongEmail(maskEmail(invitee.email)));
  await expect(other.getByRole('button', { name: t.join, exact: true })).toHaveCount(0);
  expect(await seriousAxeViolations(other)).toEqual([]);

  // The invited address before verifying: Join says to verify first; verified, it joins.
  const buyerPage = await newPage(browser);
  await signUpViaApi(buyerPage, invitee);
  await buyerPage.goto(link);
  await buyerPage.getByRole('button', { name: t.join, exact: true }).click();
  await expect(problem(buyerPage)).toHaveText(t.joinProblems.unverified);
  await verifyEmail(buyerPage, invitee.email);
  await buyerPage.getByRole('button', { name: t.join, exact: true }).click();
  await expect(buyerPage).toHaveURL(companyPaths.company);

  // A buyer reads the company: no editing, no invitations, no member controls, no admin menu items.
  await expect(factOf(buyerPage, t.facts.billingAddress)).toHaveText('2 Anvil St');
  await expect(buyerPage.getByRole('button', { name: t.saveDetails })).toHaveCount(0);
  await expect(buyerPage.getByRole('heading', { name: t.invitationsHeading })).toHaveCount(0);
  await expect(buyerPage.getByRole('button', { name: new RegExp(`^${t.remove}`) })).toHaveCount(0);
  const menu = buyerPage.getByRole('navigation', { name: messages.dashboardMenu.label });
  await expect(menu.getByRole('link', { name: t.menu.company, exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: t.menu.approvals, exact: true })).toHaveCount(0);
  expect(await seriousAxeViolations(buyerPage)).toEqual([]);

  // The company admins' pages tell a buyer they are not theirs.
  await buyerPage.goto(companyPaths.approvals);
  await expect(buyerPage.getByText(t.companyAdminsOnly)).toBeVisible();
  await buyerPage.goto(companyPaths.statement);
  await expect(buyerPage.getByText(t.companyAdminsOnly)).toBeVisible();
  await expect(buyerPage.getByRole('link', { name: t.downloadCsv })).toHaveCount(0);

  // The link worked once.
  await other.goto(link);
  await expect(problem(other)).toHaveText(t.joinProblems.used);
  await other.context().close();

  // A card order above the $50 threshold waits; it goes to its own page, not the pay page.
  await buyerPage.goto(paths.product(product._id));
  // Add to cart waits for the page to hydrate and the session to answer (disabled till then), so
  // the click is neither lost nor put in a visitor's cart.
  await buyerPage.getByRole('button', { name: c.addToCart, exact: true }).click();
  await expect(buyerPage.getByText(c.added(product.name))).toBeVisible();
  await buyerPage.goto(paths.checkout);
  await expect(buyerPage.getByRole('radio', { name: 'Pay on account', exact: true })).toHaveCount(0);
  await buyerPage.getByLabel(c.shipToAddress, { exact: true }).fill('2 Anvil St');
  await buyerPage.getByLabel(c.phone, { exact: true }).fill('+44 114 496 0456');
  await buyerPage.getByRole('button', { name: c.placeOrder, exact: true }).click();
  await expect(buyerPage).toHaveURL(/\/dashboard\/purchase-orders\/[^/]+$/);
  const orderId = decodeURIComponent(buyerPage.url().split('/').at(-1)!);
  const { number } = await fetchPurchaseOrder(buyerPage, orderId);
  await expect(factOf(buyerPage, messages.ordering.status)).toHaveText(o.statuses.pending_approval);
  await expect(buyerPage.getByRole('link', { name: messages.ordering.pay, exact: true })).toHaveCount(0);

  // The company admin rejects it from the order page, with a reason the buyer reads.
  await page.goto(paths.purchaseOrder(orderId));
  await expect(factOf(page, t.waitingFor)).toContainText('$50.00');
  await page.getByRole('button', { name: t.reject, exact: true }).click();
  await page.getByRole('button', { name: t.confirmReject, exact: true }).click();
  await expect(page.getByText(companies.reasonRequired)).toBeVisible();
  await page.getByLabel(t.rejectReason, { exact: true }).fill('Order from the framework agreement instead');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: t.confirmReject, exact: true }).click();
  await expect(toast(page, t.rejected(number))).toBeVisible();
  await expect(factOf(page, messages.ordering.status)).toHaveText(o.statuses.rejected);
  await buyerPage.goto(paths.purchaseOrder(orderId));
  await expect(factOf(buyerPage, t.order.rejectedReason)).toHaveText('Order from the framework agreement instead');
  await buyerPage.context().close();
});
