import { expect, type Locator, type Page, test } from '@playwright/test';
import { messages } from '#shared/messages.ts';
import { accessTokenKey, type Credentials } from '../fixtures.ts';

const t = messages.identity;

/** The site's main navigation bar (docs/product/screens.md "Navbar"). */
export function navbar(page: Page): Locator {
  return page.getByRole('navigation', { name: messages.ui.mainNav, exact: true });
}

/** The access token the web app keeps in local storage (docs/product/rules.md#constants), or null. */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), accessTokenKey);
}

/** Fills the /signin form (already open) and presses Sign In. */
export async function submitSignIn(page: Page, { email, password }: Credentials): Promise<void> {
  await page.getByLabel(t.email, { exact: true }).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: t.signIn, exact: true }).click();
}

/** Signed in as `name`: the navbar shows the name and the account menu instead of Sign In. */
export async function expectSignedInAs(page: Page, name: string): Promise<void> {
  const nav = navbar(page);
  await expect(nav.getByText(name, { exact: true })).toBeVisible();
  await expect(nav.getByRole('button', { name: messages.ui.accountMenu, exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: messages.ui.signIn, exact: true })).toHaveCount(0);
}

/** Signs out through the navbar's account menu. */
export async function signOutThroughMenu(page: Page): Promise<void> {
  const nav = navbar(page);
  await nav.getByRole('button', { name: messages.ui.accountMenu, exact: true }).click();
  await nav.getByRole('button', { name: messages.ui.signOut, exact: true }).click();
  await expect(nav.getByRole('link', { name: messages.ui.signIn, exact: true })).toBeVisible();
}

/**
 * GET /admin/{email} with only a bearer token, outside any browser (so no session cookie can
 * speak instead): the admin check of docs/product/rules.md#roles, or the status of the refusal.
 */
export async function adminCheck(email: string, token: string): Promise<{ admin: boolean } | number> {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('the project has no baseURL');
  const response = await fetch(new URL(`/admin/${encodeURIComponent(email)}`, baseURL), {
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
  });
  return response.ok ? ((await response.json()) as { admin: boolean }) : response.status;
}
