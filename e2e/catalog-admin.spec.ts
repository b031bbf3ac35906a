import type { APIRequestContext, Page } from '@playwright/test';
import type { Product, ProductInput } from '#shared/catalog/product.schema.ts';
import { messages } from '#shared/messages.ts';
import { images as pictureTexts } from '#shared/messages/images.ts';
import sharp from 'sharp';
import { formatUsd } from '#shared/money.ts';
import { paths } from '#shared/routes.ts';
import { expect, signInAsAdmin, test } from './fixtures.ts';
import { homeSection, productCards } from './support/locators.ts';

const t = messages.catalogAdmin;
const l = t.labels;

/** A product name no other test uses, so a search finds exactly this one. */
function uniqueName(prefix: string): string {
  return `${prefix} Ti-6Al-4V E2E ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
}

function sampleProduct(name: string): ProductInput {
  return {
    name,
    picture: '/images/products/titanium-bar.svg',
    about: 'Grade 5 titanium bar to ASTM B348, annealed, for the e2e suite.',
    origin: 'Germany',
    total: 400,
    minimum: 20,
    price: 12.5,
    metal: 'titanium',
    form: 'bar',
  };
}

/** Adds a product through the API as the admin (the form itself has its own test). */
async function createProduct(request: APIRequestContext, token: string, name: string): Promise<Product> {
  const response = await request.post('/products', {
    data: sampleProduct(name),
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Product;
}

/** The products page narrowed by its search box to `name`, and that product's card. */
async function productCardOnProductsPage(page: Page, name: string) {
  await page.getByRole('searchbox', { name: messages.catalog.search, exact: true }).fill(name);
  return productCards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/** Manage Products' row of `name`, found through the page's search. */
async function manageRow(page: Page, name: string) {
  await page.getByRole('searchbox', { name: messages.catalog.search, exact: true }).fill(name);
  // The search applies after a pause in typing: wait for it, and for its rows, before reading any.
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === name);
  await expect(page.getByRole('table')).not.toHaveAttribute('aria-busy', 'true');
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
}

test.describe('Add Product /dashboard/addProduct (docs/product/screens.md, docs/product/rules.md#validation)', () => {
  test('labels every field, names each missing one on an empty submit, and adds a product that /ProductsCart lists', async ({
    page,
    axe,
  }) => {
    // A journey across several pages, with axe scans: more than one page's worth of time.
    test.slow();
    await signInAsAdmin(page);
    await page.goto(paths.addProduct);
    await expect(page.getByRole('heading', { level: 1, name: t.addHeading })).toBeVisible();
    for (const label of [l.name, l.picture, l.about, l.total, l.minimum, l.price, l.origin, l.metal, l.form]) {
      await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    }

    await page.getByRole('button', { name: t.addButton, exact: true }).click();
    for (const label of [l.name, l.picture, l.about, l.origin, l.total, l.minimum, l.price]) {
      await expect(page.getByText(`${label} is required`, { exact: true })).toBeVisible();
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    }
    expect(await axe()).toEqual([]);

    const name = uniqueName('Bar');
    const product = sampleProduct(name);
    await page.getByLabel(l.name, { exact: true }).fill(product.name);
    await page.getByLabel(l.picture, { exact: true }).fill(product.picture);
    await page.getByLabel(l.about, { exact: true }).fill(product.about);
    await page.getByLabel(l.origin, { exact: true }).fill(product.origin);
    await page.getByLabel(l.metal, { exact: true }).selectOption({ label: 'Titanium' });
    await page.getByLabel(l.form, { exact: true }).selectOption({ label: 'Bars' });
    await page.getByLabel(l.total, { exact: true }).fill('400');
    await page.getByLabel(l.minimum, { exact: true }).fill('20');
    await page.getByLabel(l.price, { exact: true }).fill('12.5');
    await page.getByRole('button', { name: t.addButton, exact: true }).click();

    await expect(page.getByText(messages.toasts.productAdded, { exact: true })).toBeVisible();
    // The form is cleared for the next product.
    await expect(page.getByLabel(l.name, { exact: true })).toHaveValue('');
    await expect(page.getByLabel(l.price, { exact: true })).toHaveValue('');

    const stored = await page.request.get(`/products/?q=${encodeURIComponent(name)}`);
    const [saved] = (await stored.json()) as Product[];
    expect(saved).toMatchObject({ ...product, _id: expect.any(String) });

    await page.goto(paths.products);
    const card = await productCardOnProductsPage(page, name);
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(messages.catalog.perPiece(formatUsd(12.5)));
    await expect(card).toContainText(`${messages.catalog.availableLabel} ${messages.catalog.available(400)}`);
  });

  test('uploads a picture instead of a URL: the field gets its address and the card shows it', async ({
    page,
    axe,
  }) => {
    test.slow();
    await signInAsAdmin(page);
    await page.goto(paths.addProduct);
    const upload = page.getByLabel(pictureTexts.upload, { exact: true });
    // A text file named like a picture is refused before it is sent.
    await upload.setInputFiles({ name: 'notes.png', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await expect(page.getByText(`The file must be ${pictureTexts.wrongType}`, { exact: true })).toBeVisible();

    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#7d8a99' } })
      .png()
      .toBuffer();
    await upload.setInputFiles({ name: 'bar.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText(pictureTexts.uploaded, { exact: true })).toBeVisible();
    const pictureField = page.getByLabel(l.picture, { exact: true });
    await expect(pictureField).toHaveValue(/^\/uploads\/images\/[0-9a-f]{64}\/card\.webp$/);
    expect(await axe()).toEqual([]);

    const name = uniqueName('Pictured');
    const product = sampleProduct(name);
    await page.getByLabel(l.name, { exact: true }).fill(name);
    await page.getByLabel(l.about, { exact: true }).fill(product.about);
    await page.getByLabel(l.origin, { exact: true }).fill(product.origin);
    await page.getByLabel(l.total, { exact: true }).fill('50');
    await page.getByLabel(l.minimum, { exact: true }).fill('5');
    await page.getByLabel(l.price, { exact: true }).fill('30');
    await page.getByRole('button', { name: t.addButton, exact: true }).click();
    await expect(page.getByText(messages.toasts.productAdded, { exact: true })).toBeVisible();

    await page.goto(paths.products);
    const card = await productCardOnProductsPage(page, name);
    const image = card.getByRole('img', { name });
    await expect(image).toHaveAttribute('src', /\/uploads\/images\/[0-9a-f]{64}\/card\.webp$/);
    // Loaded and decoded: 400 × 267 pixels, the card size of a 900 × 600 photo.
    await expect
      .poll(() => image.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
      .toBe(400);
  });

  test('a price with more than two decimals is refused before it reaches the server', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto(paths.addProduct);
    await page.getByLabel(l.price, { exact: true }).fill('1.005');
    await page.getByRole('button', { name: t.addButton, exact: true }).click();
    await expect(
      page.getByText(messages.validation.priceCents(messages.catalogAdmin.labels.price), { exact: true }),
    ).toBeVisible();
  });
});

test.describe('Manage Products and Update product (docs/product/screens.md, docs/product/rules.md#validation)', () => {
  test('Update changes stock and price, and /ProductsCart shows them at once without a reload', async ({
    page,
    axe,
  }) => {
    // A journey across several pages, with axe scans: more than one page's worth of time.
    test.slow();
    const token = await signInAsAdmin(page);
    const name = uniqueName('Plate');
    const product = await createProduct(page.request, token, name);

    // The products page caches this search; after the update it must not show the old values.
    await page.goto(paths.products);
    const before = await productCardOnProductsPage(page, name);
    await expect(before).toContainText(messages.catalog.perPiece(formatUsd(12.5)));

    const nav = page.getByRole('navigation', { name: messages.ui.mainNav, exact: true });
    await nav.getByRole('link', { name: messages.ui.dashboard, exact: true }).click();
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Manage Products' }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.manageHeading })).toBeVisible();
    const row = await manageRow(page, name);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(formatUsd(12.5));
    expect(await axe()).toEqual([]);

    await row.getByRole('link', { name: t.update, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === paths.updateProduct(product._id));
    await expect(page.getByRole('heading', { level: 1, name: t.updateHeading })).toBeVisible();
    // Name and description are shown, read-only (docs/product/rules.md#validation).
    await expect(page.getByLabel(l.name, { exact: true })).toHaveValue(name);
    await expect(page.getByLabel(l.name, { exact: true })).not.toBeEditable();
    await expect(page.getByLabel(l.about, { exact: true })).not.toBeEditable();
    await expect(page.getByLabel(l.total, { exact: true })).toHaveValue('400');

    // Each editable field is required.
    await page.getByLabel(l.price, { exact: true }).fill('');
    await page.getByRole('button', { name: t.update, exact: true }).click();
    await expect(page.getByText(`${l.price} is required`, { exact: true })).toBeVisible();
    expect(await axe()).toEqual([]);

    await page.getByLabel(l.total, { exact: true }).fill('750');
    await page.getByLabel(l.price, { exact: true }).fill('19.99');
    await page.getByRole('button', { name: t.update, exact: true }).click();
    await expect(page.getByText(t.productUpdated, { exact: true })).toBeVisible();

    const stored = (await (await page.request.get(`/products/${product._id}`)).json()) as Product;
    expect(stored).toMatchObject({ total: 750, minimum: 20, price: 19.99, name });

    // Back to the products page inside the app (Home, then See All): the same search, new values.
    await nav.getByRole('link', { name: messages.ui.home, exact: true }).click();
    await homeSection(page, messages.home.ourProducts).getByRole('link', { name: messages.home.seeAll }).click();
    const after = await productCardOnProductsPage(page, name);
    await expect(after).toContainText(messages.catalog.perPiece(formatUsd(19.99)));
    await expect(after).toContainText(`${messages.catalog.availableLabel} ${messages.catalog.available(750)}`);
  });

  test('Delete asks "Are you sure you want to delete"; cancelled it keeps the product, accepted it removes it everywhere', async ({
    page,
  }) => {
    const token = await signInAsAdmin(page);
    const name = uniqueName('Tube');
    const product = await createProduct(page.request, token, name);

    await page.goto(paths.manageProducts);
    const row = await manageRow(page, name);
    await expect(row).toHaveCount(1);

    const dismissed = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.dismiss();
      }),
    );
    await row.getByRole('button', { name: t.delete, exact: true }).click();
    expect(await dismissed).toBe(messages.confirmDelete);
    await expect(row).toHaveCount(1);
    expect((await page.request.get(`/products/${product._id}`)).status()).toBe(200);

    const accepted = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.accept();
      }),
    );
    await row.getByRole('button', { name: t.delete, exact: true }).click();
    expect(await accepted).toBe(messages.confirmDelete);
    await expect(page.getByText(messages.toasts.productRemoved, { exact: true })).toBeVisible();
    await expect(row).toHaveCount(0);

    expect((await page.request.get(`/products/${product._id}`)).status()).toBe(404);
    await page.goto(paths.products);
    await page.getByRole('searchbox', { name: messages.catalog.search, exact: true }).fill(name);
    // Searched for by its name, it is not there: no product holds every word of it now, so the
    // search (PRODUCT.md §23) shows the products holding some of them, never the deleted one.
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(page.getByText(/^\d+ products?$/)).toBeVisible();
    await expect(page.getByText(name, { exact: true })).toHaveCount(0);
  });

  test('pages the catalog 25 rows at a time, newest first', async ({ page }) => {
    const token = await signInAsAdmin(page);
    // Thirty products of its own, found by one word: other tests add products meanwhile.
    const word = `Pager${Date.now().toString(36)}`;
    const names: string[] = [];
    for (let i = 0; i < 30; i += 1) {
      const name = `${word} ${String(i).padStart(2, '0')} Ti-6Al-4V`;
      await createProduct(page.request, token, name);
      names.push(name);
    }

    await page.goto(`${paths.manageProducts}?q=${word}`);
    const bodyRows = page.getByRole('rowgroup').nth(1).getByRole('row');
    await expect(bodyRows).toHaveCount(25);
    await expect(page.getByText('Page 1 of 2', { exact: true })).toBeVisible();
    // Newest first: the last one added heads the list.
    expect(await bodyRows.getByRole('rowheader').allInnerTexts()).toEqual(names.toReversed().slice(0, 25));

    await page.getByRole('button', { name: messages.catalog.next, exact: true }).click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect(page.getByText('Page 2 of 2', { exact: true })).toBeVisible();
    await expect(page.getByRole('table')).toHaveAttribute('aria-busy', 'false');
    await expect(bodyRows).toHaveCount(5);
    expect(await bodyRows.getByRole('rowheader').allInnerTexts()).toEqual(names.toReversed().slice(25));
  });

  test("filters by metal, form and low stock, sorts by stock, and shows each product's stock status", async ({
    page,
    axe,
  }) => {
    test.slow();
    const token = await signInAsAdmin(page);
    const word = `Stocky${Date.now().toString(36)}`;
    const add = async (suffix: string, fields: Partial<ProductInput> & { reorderPoint?: number }) => {
      const response = await page.request.post('/products', {
        data: { ...sampleProduct(`${word} ${suffix}`), ...fields },
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status()).toBe(201);
    };
    await add('Plenty', { total: 500, minimum: 10 });
    await add('Low', { total: 25, minimum: 10 });
    await add('Out', { total: 4, minimum: 10, metal: 'tantalum', form: 'plate' });
    await add('Reorder at 100', { total: 60, minimum: 10, reorderPoint: 100 });

    await page.goto(`${paths.manageProducts}?q=${word}`);
    const rows = page.getByRole('rowgroup').nth(1).getByRole('row');
    await expect(rows).toHaveCount(4);
    const row = (suffix: string) => rows.filter({ has: page.getByRole('rowheader', { name: `${word} ${suffix}` }) });
    const s = t.stockStatuses;
    await expect(row('Plenty')).toContainText(s.in);
    await expect(row('Low')).toContainText(s.low);
    await expect(row('Out')).toContainText(s.out);
    await expect(row('Reorder at 100')).toContainText(s.low);
    await expect(row('Reorder at 100')).toContainText(t.stockStatusHint(100));
    expect(await axe()).toEqual([]);

    // A click, not check(): the box shows the URL's state, which changes once the navigation runs.
    await page.getByLabel(t.lowStockOnly).click();
    await expect(page.getByLabel(t.lowStockOnly)).toBeChecked();
    await expect(page).toHaveURL(/[?&]lowStock=true\b/);
    await expect(rows).toHaveCount(3);
    await page
      .getByLabel(messages.catalog.sort, { exact: true })
      .selectOption({ label: messages.catalog.sortLabels['stock-asc'] });
    await expect(rows.first()).toContainText(`${word} Out`);
    await expect(rows.last()).toContainText(`${word} Reorder at 100`);

    await page.getByLabel(messages.catalog.metal, { exact: true }).selectOption({ label: 'Tantalum' });
    await page.getByLabel(messages.catalog.form, { exact: true }).selectOption({ label: 'Plates' });
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`${word} Out`);
    // Everything is in the URL: a reload shows the same rows.
    await page.reload();
    await expect(rows).toHaveCount(1);
  });

  test('Update product for an id that does not exist says the product was not found', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto(paths.updateProduct('999999999'));
    await expect(page.getByRole('alert')).toContainText(messages.errors.productNotFound);
    await expect(page.getByRole('button', { name: t.update, exact: true })).toHaveCount(0);
  });
});
