import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { companyPaths, compliancePaths } from '#shared/lazy-paths.ts';
import { screening as m } from '#shared/messages/screening.ts';
import {
  expect,
  newBuyer,
  seriousAxeViolations,
  signInAsAdmin,
  signUpViaApi,
  test,
  verifyEmailViaApi,
} from './fixtures.ts';

const t = m.panel;
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const demoList = readFileSync(new URL('../server/src/db/seed/screening-list.csv', import.meta.url));
const entityList = 'Entity List (EL) - Bureau of Industry and Security';

/**
 * PRODUCT.md §19 in the browser: a store admin uploads the denied-party list on the settings page;
 * a company named like a listed party is flagged on Manage Companies with the entry, its list and
 * the score. The e2e store starts without a list: it is removed again at the end.
 */
test('an admin uploads the screening list and a matching company is flagged on Manage Companies', async ({
  page,
  browser,
}) => {
  test.slow();
  const token = await signInAsAdmin(page);
  const headers = { authorization: `Bearer ${token}` };
  const before = await (await page.request.get('/compliance/screening-list', { headers })).json();
  try {
    await page.goto(compliancePaths.compliance);
    const panel = page.getByRole('region', { name: t.heading });
    await panel.getByLabel(t.fileLabel, { exact: true }).setInputFiles({
      name: 'screening-list.csv',
      mimeType: 'text/csv',
      buffer: demoList,
    });
    await panel.getByRole('button', { name: t.upload, exact: true }).click();
    await expect(toast(page, t.uploaded(25))).toBeVisible();
    await expect(panel).toContainText('screening-list.csv');
    await expect(panel.getByRole('button', { name: t.remove, exact: true })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The owner's own address finds their company alone, whatever earlier runs created.
    const owner = newBuyer({ name: 'Cora Ridge' });
    const ownerToken = await signUpViaApi(page, owner);
    await verifyEmailViaApi(page, owner.email);
    const created = await page.request.post('/companies', {
      headers: { authorization: `Bearer ${ownerToken}` },
      data: { name: 'Crimson-Ridge Alloys Trading Ltd.', billingAddress: '14 Quarry Road, Pittsburgh PA' },
    });
    expect(created.status()).toBe(201);

    const store = await (await browser.newContext()).newPage();
    await signInAsAdmin(store);
    await store.goto(`${companyPaths.manageCompanies}?q=${encodeURIComponent(owner.email)}`);
    const card = store.getByRole('article', { name: 'Crimson-Ridge Alloys Trading Ltd.' });
    await expect(card).toContainText(m.flag);
    await expect(card).toContainText(m.flagDetail('Crimson Ridge Alloys Trading', entityList, '1.000'));
    expect(await seriousAxeViolations(store)).toEqual([]);
    await store.context().close();
  } finally {
    if (!before.uploadedAt) await page.request.delete('/compliance/screening-list', { headers });
  }
});
