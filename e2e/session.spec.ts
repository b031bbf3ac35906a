import { messages } from '#shared/messages.ts';
import { paths } from '#shared/routes.ts';
import { accessTokenKey, expect, newBuyer, signInAsAdmin, signUpViaApi, test } from './fixtures.ts';
import { e2eAdminEmail } from './support/test-server.ts';

/** The sign-in fixtures other specs build on: a session made through the API is the browser's. */
test.describe('signing in through the API (e2e fixtures)', () => {
  test('a buyer signed up through the API is signed in in the browser and holds the access token', async ({ page }) => {
    const buyer = newBuyer();
    const token = await signUpViaApi(page, buyer);
    expect(token).not.toBe('');

    await page.goto(paths.home);
    const nav = page.getByRole('navigation', { name: messages.ui.mainNav, exact: true });
    // The session reaches the page deferred until the server-rendered parts below have hydrated
    // (features/auth/auth-provider.tsx): on a loaded CI machine that has taken more than 5 s.
    await expect(nav.getByText(buyer.name, { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(nav.getByRole('button', { name: messages.ui.accountMenu, exact: true })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), accessTokenKey)).toBe(token);

    const admin = await page.request.get(`/admin/${encodeURIComponent(buyer.email)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await admin.json()).toEqual({ admin: false });
  });

  test('the ADMIN_EMAILS account is an admin', async ({ request }) => {
    const token = await signInAsAdmin(request);
    const admin = await request.get(`/admin/${encodeURIComponent(e2eAdminEmail)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await admin.json()).toEqual({ admin: true });
  });
});
