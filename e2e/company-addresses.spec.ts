import type { Page } from '@playwright/test';
import { companies } from '#shared/messages/companies.ts';
import { companyPaths } from '#shared/lazy-paths.ts';
import { expect, newBuyer, signUpViaApi, test } from './fixtures.ts';

const t = companies.pages;
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/**
 * Issue 32: the company page, given an empty new ship-to address, said "Enter the billing address"
 * and dropped the approval threshold typed beside it.
 */
test('an empty new ship-to address is named as such, and the approval threshold typed with it is kept', async ({
  page,
}) => {
  await signUpViaApi(page, newBuyer({ name: 'Sam Shipto' }));
  await page.goto(companyPaths.company);
  const companyName = `Shipto Alloys ${Date.now()}`;
  await page.getByLabel(t.fields.name, { exact: true }).fill(companyName);
  await page.getByLabel(t.fields.billingAddress, { exact: true }).fill('1 Foundry Row, Sheffield S1 1AA');
  await page.getByRole('button', { name: t.createButton, exact: true }).click();
  await expect(toast(page, t.created(companyName))).toBeVisible();

  const threshold = page.getByLabel(t.fields.approvalThreshold, { exact: true });
  await threshold.fill('250');
  await page.getByRole('button', { name: t.addAddress, exact: true }).click();
  await page.getByRole('button', { name: t.saveDetails, exact: true }).click();
  await expect(page.getByText(companies.shipToAddressRequired)).toBeVisible();
  await expect(page.getByText(companies.billingAddressRequired)).toBeHidden();
  await expect(threshold).toHaveValue('250');

  await page
    .getByLabel(`${t.addressNumber(1)}: ${t.fields.address}`, { exact: true })
    .fill('Dock 3, 1 Foundry Row, Sheffield S1 1AA');
  await page.getByRole('button', { name: t.saveDetails, exact: true }).click();
  await expect(toast(page, t.saved)).toBeVisible();
  const saved = (await (await page.request.get('/companies/mine')).json()) as {
    approvalThreshold: number | null;
    addresses: { address: string }[];
  };
  expect(saved.approvalThreshold).toBe(250);
  expect(saved.addresses.map((address) => address.address)).toEqual(['Dock 3, 1 Foundry Row, Sheffield S1 1AA']);
  await page.reload();
  await expect(page.getByLabel(t.fields.approvalThreshold, { exact: true })).toHaveValue('250');
});
