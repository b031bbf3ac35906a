import type { Page } from '@playwright/test';
import { companies } from '#shared/messages/companies.ts';
import { taxStanding } from '#shared/messages/tax-standing.ts';
import { companyPaths } from '#shared/lazy-paths.ts';
import {
  expect,
  newBuyer,
  seriousAxeViolations,
  signInAsAdmin,
  signUpViaApi,
  test,
  verifyEmailViaApi,
} from './fixtures.ts';

const t = taxStanding;
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** A small file that the server judges a PDF by its bytes. */
const pdf = Buffer.from('%PDF-1.7\n% resale certificate\n1 0 obj <<>> endobj\n%%EOF\n');

/**
 * PRODUCT.md §16 in the browser: a company admin gives the company's VAT ID (unverified: the e2e
 * store has no VIES) and uploads a resale certificate; a store admin approves it on Manage
 * Companies; the company page shows it approved. axe checks both pages.
 */
test('a company admin uploads a tax exemption certificate and a store admin approves it', async ({ page, browser }) => {
  test.slow();
  const owner = newBuyer({ name: 'Tess Tax' });
  const token = await signUpViaApi(page, owner);
  await verifyEmailViaApi(page, owner.email);
  const companyName = `Exempt Alloys ${Date.now()}`;
  const created = await page.request.post('/companies', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: companyName, billingAddress: '1 Liberty Ave, Pittsburgh PA' },
  });
  expect(created.status()).toBe(201);

  await page.goto(companyPaths.company);
  await page.getByLabel(t.fields.vatId, { exact: true }).fill('de 136 695 976');
  await page.getByRole('button', { name: companies.pages.saveDetails, exact: true }).click();
  await expect(toast(page, companies.pages.saved)).toBeVisible();
  await expect(page.getByText(`${t.fields.vatIdStatus}: ${t.statuses.unverified}`, { exact: true })).toBeVisible();
  await expect(page.getByLabel(t.fields.vatId, { exact: true })).toHaveValue('DE136695976');

  await page.getByLabel(t.fields.file, { exact: true }).setInputFiles({
    name: 'pa-resale.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  await page.getByLabel(t.fields.region, { exact: true }).fill('US-PA');
  await page.getByLabel(t.fields.number, { exact: true }).fill('REV-1220-77');
  await page.getByLabel(t.fields.reason, { exact: true }).selectOption('resale');
  await page.getByLabel(t.fields.expiresOn, { exact: true }).fill('2099-12-31');
  await page.getByRole('button', { name: t.upload, exact: true }).click();
  await expect(toast(page, t.uploaded)).toBeVisible();
  const theirs = page.getByRole('table', { name: t.exemptionsCaption });
  await expect(theirs.getByRole('row', { name: /REV-1220-77/ })).toContainText(t.exemptionStatuses.pending);
  expect(await seriousAxeViolations(page)).toEqual([]);

  const store = await (await browser.newContext()).newPage();
  await signInAsAdmin(store);
  await store.goto(`${companyPaths.manageCompanies}?q=${encodeURIComponent(companyName)}`);
  const card = store.getByRole('article', { name: companyName });
  await expect(card).toContainText('DE136695976');
  await card.getByRole('button', { name: companies.pages.showDetail }).click();
  await card.getByRole('button', { name: t.approve('REV-1220-77'), exact: true }).click();
  await expect(toast(store, t.approved)).toBeVisible();
  await expect(card.getByRole('row', { name: /REV-1220-77/ })).toContainText(t.exemptionStatuses.approved);
  expect(await seriousAxeViolations(store)).toEqual([]);
  await store.context().close();

  await page.reload();
  await expect(theirs.getByRole('row', { name: /REV-1220-77/ })).toContainText(t.exemptionStatuses.approved);
});
