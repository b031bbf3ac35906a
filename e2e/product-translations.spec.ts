import type { Product } from '#shared/catalog/product.schema.ts';
import { messages } from '#shared/messages.ts';
import { productTranslationTexts as tr } from '#shared/messages/product-translations.ts';
import { paths } from '#shared/routes.ts';
import { expect, signInAsAdmin, test } from './fixtures.ts';

const t = messages.catalogAdmin;
const l = t.labels;

/** PRODUCT.md §18: an admin gives a product its German name; a buyer reading German sees it. */
test('Add Product takes a German name and about; the product page in German shows them, the edit page the English', async ({
  page,
  axe,
}) => {
  test.slow();
  await signInAsAdmin(page);
  await page.goto(`${paths.addProduct}?lang=en`);
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const name = `Titanium Round Bar E2E ${stamp}`;
  const german = { name: `Titan-Rundstange E2E ${stamp}`, about: 'Rundstange aus Titan Grade 5, geglüht.' };
  await expect(page.getByRole('group', { name: tr.heading })).toBeVisible();
  await page.getByLabel(l.name, { exact: true }).fill(name);
  await page.getByLabel(l.picture, { exact: true }).fill('/images/products/titanium-bar.svg');
  await page.getByLabel(l.about, { exact: true }).fill('Grade 5 titanium round bar, annealed.');
  await page.getByLabel(l.origin, { exact: true }).fill('Germany');
  await page.getByLabel(l.total, { exact: true }).fill('40');
  await page.getByLabel(l.minimum, { exact: true }).fill('2');
  await page.getByLabel(l.price, { exact: true }).fill('25');
  await page.getByLabel(tr.name('Deutsch'), { exact: true }).fill(german.name);
  await page.getByLabel(tr.about('Deutsch'), { exact: true }).fill(german.about);
  expect(await axe()).toEqual([]);
  await page.getByRole('button', { name: t.addButton, exact: true }).click();
  await expect(page.getByText(messages.toasts.productAdded, { exact: true })).toBeVisible();

  const [saved] = (await (
    await page.request.get(`/products/?q=${encodeURIComponent(name)}&lang=en`)
  ).json()) as Product[];
  expect(saved).toMatchObject({ name });

  await page.goto(`${paths.product(saved!._id)}?lang=de`);
  await expect(page.getByRole('heading', { level: 1, name: german.name })).toBeVisible();
  await expect(page.getByText(german.about, { exact: true })).toBeVisible();

  // The edit page edits the English and the translations, whatever language its reader has.
  await page.goto(`${paths.editProduct(saved!._id)}?lang=en`);
  await expect(page.getByLabel(l.name, { exact: true })).toHaveValue(name);
  await expect(page.getByLabel(tr.name('Deutsch'), { exact: true })).toHaveValue(german.name);
  await expect(page.getByLabel(tr.name('Français'), { exact: true })).toHaveValue('');
});
