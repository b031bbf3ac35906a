import type { Browser, Page } from '@playwright/test';
import { messages } from '#shared/messages.ts';
import type { Review } from '#shared/reviews/review.schema.ts';
import { paths } from '#shared/routes.ts';
import { expect, newBuyer, signInAsAdmin, signUpViaApi, test } from './fixtures.ts';
import { homeSection } from './support/locators.ts';

const r = messages.review;
const t = messages.reviews;

/** Messages may end in a space (the specification's 'Picture field is required '); matching ignores it (docs/product/overview.md#the-contract). */
const exactly = (text: string) => new RegExp(`^\\s*${text.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);

/** A marker no other test uses, so the home page's card of this review is found by its text. */
const marker = () => `E2E review ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

async function fillReview(page: Page, { ratings, text }: { ratings: string; text: string }) {
  await page.getByLabel(t.labels.picture, { exact: true }).fill('/images/avatars/reviewer-2.svg');
  await page.getByLabel(t.labels.ratings, { exact: true }).fill(ratings);
  await page.getByLabel(t.labels.review, { exact: true }).fill(text);
  await page.getByRole('button', { name: t.submit, exact: true }).click();
}

/** The home page's review card holding `text`. */
function reviewCard(page: Page, text: string) {
  return homeSection(page, messages.home.reviews)
    .getByRole('listitem')
    .filter({ has: page.getByText(text, { exact: true }) });
}

async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAsAdmin(page);
  return page;
}

test.describe('Add Review /dashboard/addReview (docs/product/screens.md, docs/product/rules.md#validation)', () => {
  test('labels its fields and shows docs/product/rules.md#validation messages for missing and out-of-range values', async ({
    page,
    axe,
  }) => {
    await signUpViaApi(page, newBuyer());
    await page.goto(paths.addReview);
    await expect(page.getByRole('heading', { level: 1, name: t.addHeading })).toBeVisible();
    for (const label of Object.values(t.labels)) {
      await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    }

    // A new account has no photo, so the picture starts empty.
    await expect(page.getByLabel(t.labels.picture, { exact: true })).toHaveValue('');
    await page.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(page.getByText(exactly(r.pictureRequired))).toBeVisible();
    await expect(page.getByText(exactly(r.ratingsRequired))).toBeVisible();
    await expect(page.getByText(exactly(r.reviewRequired))).toBeVisible();
    expect(await axe()).toEqual([]);

    const ratings = page.getByLabel(t.labels.ratings, { exact: true });
    await ratings.fill('0');
    await page.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(page.getByText(exactly(r.ratingsMin))).toBeVisible();
    await ratings.fill('6');
    await page.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(page.getByText(exactly(r.ratingsMax))).toBeVisible();
    await expect(page.getByText(exactly(r.ratingsMin))).toHaveCount(0);
  });

  test("a buyer's review shows on the home page with its stars under the account's name, whatever name is sent", async ({
    page,
  }) => {
    const buyer = newBuyer();
    await signUpViaApi(page, buyer);
    // A client that tries to post under another name (docs/product/api.md#original-api sends userName): the server ignores it.
    await page.route('**/rating', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const body = route.request().postDataJSON() as Record<string, unknown>;
      return route.continue({ postData: JSON.stringify({ ...body, userName: 'Impostor Name' }) });
    });

    const text = marker();
    await page.goto(paths.addReview);
    await expect(page.getByText(t.postingAs(buyer.name), { exact: true })).toBeVisible();
    await fillReview(page, { ratings: '4', text });
    await expect(page.getByText(r.thanks, { exact: true })).toBeVisible();
    // The form is emptied for another review.
    await expect(page.getByLabel(t.labels.review, { exact: true })).toHaveValue('');

    await page.goto(paths.home);
    const card = reviewCard(page, text);
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading', { name: buyer.name, exact: true })).toBeVisible();
    await expect(card.getByRole('img', { name: messages.ui.rated(4, 5), exact: true })).toBeVisible();
    await expect(card).not.toContainText('Impostor Name');
    // A buyer is not an admin: no delete buttons on the home page.
    await expect(page.getByRole('button', { name: t.deleteReview })).toHaveCount(0);
  });

  test('markup in a review shows as text and never runs; the admin deletes that review from the home page', async ({
    page,
    browser,
  }) => {
    // Two accounts in two browser contexts across several pages: more than one page's worth of time.
    test.slow();
    await signUpViaApi(page, newBuyer());
    const text = `${marker()} <img src=x onerror="window.__xss=1"><script>window.__xss=2</script>`;
    await page.goto(paths.addReview);
    await fillReview(page, { ratings: '5', text });
    await expect(page.getByText(r.thanks, { exact: true })).toBeVisible();

    await page.goto(paths.home);
    await expect(reviewCard(page, text)).toHaveCount(1);
    await expect(reviewCard(page, text).locator('img[src="x"], script')).toHaveCount(0);
    expect(await page.evaluate(() => (globalThis as { __xss?: unknown }).__xss)).toBeUndefined();

    const admin = await adminPage(browser);
    await admin.goto(paths.home);
    const card = reviewCard(admin, text);
    await expect(card).toHaveCount(1);
    expect(await admin.evaluate(() => (globalThis as { __xss?: unknown }).__xss)).toBeUndefined();

    const dialog = new Promise<string>((resolve) =>
      admin.once('dialog', (shown) => {
        resolve(shown.message());
        void shown.accept();
      }),
    );
    await card.getByRole('button', { name: t.deleteReview, exact: true }).click();
    expect(await dialog).toBe(messages.confirmDelete);
    await expect(admin.getByText(t.deleted, { exact: true })).toBeVisible();
    await expect(card).toHaveCount(0);

    const reviews = (await (await admin.request.get('/rating')).json()) as Review[];
    expect(reviews.some((review) => review.userReview === text)).toBe(false);
    await admin.context().close();
  });

  test('a visitor cannot post a review: the page sends them to /signin', async ({ page, request }) => {
    await page.goto(paths.addReview);
    await expect(page).toHaveURL((url) => url.pathname === paths.signIn);
    const response = await request.post('/rating', {
      data: { userImage: '/images/avatars/default.svg', userRatings: 5, userReview: 'Anonymous' },
    });
    expect(response.status()).toBe(401);
  });

  test('the Add Review page passes axe with a filled form', async ({ page, axe }) => {
    await signUpViaApi(page, newBuyer());
    await page.goto(paths.addReview);
    await page.getByLabel(t.labels.ratings, { exact: true }).fill('3');
    await expect(page.getByRole('img', { name: messages.ui.rated(3, 5), exact: true })).toBeVisible();
    expect(await axe()).toEqual([]);
  });
});
