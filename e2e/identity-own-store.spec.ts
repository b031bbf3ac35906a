import { messages } from '#shared/messages.ts';
import { paths } from '#shared/routes.ts';
import { expect, newBuyer, test } from './fixtures.ts';
import { submitSignIn } from './support/identity-ui.ts';
import { startStore, type StoreProcess } from './support/store-process.ts';

/**
 * Behaviour that needs a store of its own: no Google client configured, and a low per-client
 * limit on sign-in attempts (the shared stores allow 1000 a minute so the suite is not stopped).
 * Serial: both tests spend the same client's sign-in budget, Google's button first.
 */
test.describe.configure({ mode: 'serial' });

const attemptsPerMinute = 4;
let store: StoreProcess;

test.beforeAll(async () => {
  store = await startStore({ AUTH_RATE_LIMIT: String(attemptsPerMinute) });
});

test.afterAll(async () => {
  await store.stop();
});

test('without a Google client, Continue With Google says that Google sign-in is not set up', async ({ page }) => {
  await page.goto(`${store.url}${paths.signIn}`);
  // Known before any click (GET /auth/providers); clicking it goes nowhere.
  const button = page.getByRole('button', { name: messages.accounts.googleNotConfigured, exact: true });
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('button', { name: messages.identity.continueWithGoogle, exact: true })).toHaveCount(0);
  await button.click({ force: true });
  await expect(page).toHaveURL(`${store.url}${paths.signIn}`);
});

test('repeated wrong passwords end in the too-many-requests message', async ({ page }) => {
  const buyer = newBuyer();
  await page.goto(`${store.url}${paths.signIn}`);
  const alert = page.getByRole('alert');
  const statuses: number[] = [];
  // The first attempts of the minute get the sign-in error; then the limit answers instead.
  for (let attempt = 0; attempt <= attemptsPerMinute && !statuses.includes(429); attempt += 1) {
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/auth/sign-in/email'));
    await submitSignIn(page, { email: buyer.email, password: `Wrong-Password-${attempt}` });
    const status = (await answered).status();
    statuses.push(status);
    // A 429 says when to try again (PRODUCT.md §21): "Too many requests. Try again in 42 seconds."
    await expect(alert).toHaveText(
      status === 429 ? /^Too many requests\. Try again in \d+ \w+\.$/ : messages.signIn.failure,
    );
  }
  expect(statuses.at(0)).toBe(401);
  expect(statuses.at(-1)).toBe(429);
});
