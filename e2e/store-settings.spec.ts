import { settingsPaths } from '#shared/lazy-paths.ts';
import { menus } from '#shared/messages/menus.ts';
import { messages } from '#shared/messages.ts';
import { settingsPage as t } from '#shared/messages/settings.ts';
import { paths } from '#shared/routes.ts';
import { settingsTexts } from '#shared/messages/settings-texts.ts';
import { collectPageErrors, expect, signInAsAdmin, test } from './fixtures.ts';

const sections = settingsTexts.sections;

/** PRODUCT.md §16 "Store settings", docs/product/settings.md: an admin edits the demo store's tax and freight. */
test.describe('store settings', () => {
  test('an admin changes the PA tax rate and a zone rate, reloads and sees them', async ({ page, axe }) => {
    const errors = collectPageErrors(page);
    const token = await signInAsAdmin(page);
    const headers = { authorization: `Bearer ${token}` };
    // The e2e store is shared: the demo's values go back when the test is done.
    const before = {
      tax: await (await page.request.get('/settings/tax', { headers })).json(),
      shipping: await (await page.request.get('/settings/shipping', { headers })).json(),
    };
    try {
      await page.goto(paths.dashboard);
      const menu = page.getByRole('navigation', { name: messages.dashboardMenu.label });
      await menu.getByRole('link', { name: menus.settings, exact: true }).click();
      await expect(page).toHaveURL(settingsPaths.settings);
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

      const taxForm = page.getByRole('form', { name: sections.tax });
      const paRate = taxForm.getByRole('group', { name: t.tax.registration(1) }).getByLabel(t.tax.rate);
      await expect(paRate).toHaveValue('6');
      expect(await axe()).toEqual([]);
      await paRate.fill('6.5');
      await taxForm.getByRole('button', { name: t.save(sections.tax) }).click();
      await expect(page.getByText(t.saved(sections.tax))).toBeVisible();

      const shippingForm = page.getByRole('form', { name: sections.shipping });
      const firstRate = shippingForm.getByRole('group', { name: /^Zone 1/ }).getByLabel(t.shipping.price(1));
      await firstRate.fill('13.75');
      await shippingForm.getByRole('button', { name: t.save(sections.shipping) }).click();
      await expect(page.getByText(t.saved(sections.shipping))).toBeVisible();

      await page.reload();
      await expect(
        page
          .getByRole('form', { name: sections.tax })
          .getByRole('group', { name: t.tax.registration(1) })
          .getByLabel(t.tax.rate),
      ).toHaveValue('6.5');
      await expect(
        page
          .getByRole('form', { name: sections.shipping })
          .getByRole('group', { name: /^Zone 1/ })
          .getByLabel(t.shipping.price(1)),
      ).toHaveValue('13.75');
      await expect(page.getByRole('form', { name: sections.tax })).toContainText(/Last changed by .+@.+ at /);
      expect(errors).toEqual([]);
    } finally {
      await page.request.put('/settings/tax', { headers, data: before.tax });
      await page.request.put('/settings/shipping', { headers, data: before.shipping });
    }
  });
});
