import { messages } from '#shared/messages.ts';
import { paths } from '#shared/routes.ts';
import { collectPageErrors, expect, newBuyer, signUpViaApi, test } from './fixtures.ts';
import {
  adminCheck,
  expectSignedInAs,
  navbar,
  signOutThroughMenu,
  storedToken,
  submitSignIn,
} from './support/identity-ui.ts';

const t = messages.identity;
const su = messages.signUp;

test.describe('sign up (docs/product/screens.md, docs/product/rules.md#validation)', () => {
  test('shows docs/product/rules.md#validation messages for missing and invalid fields, tied to their inputs', async ({
    page,
  }) => {
    await page.goto(paths.signUp);
    await expect(page.getByRole('heading', { level: 1, name: t.signUp })).toBeVisible();
    const name = page.getByLabel(t.name, { exact: true });
    const email = page.getByLabel(t.email, { exact: true });
    const password = page.getByLabel(t.password, { exact: true });

    await page.getByRole('button', { name: t.signUp, exact: true }).click();
    await expect(name).toHaveAccessibleDescription(su.nameRequired.trim());
    await expect(email).toHaveAccessibleDescription(su.emailRequired.trim());
    await expect(password).toHaveAccessibleDescription(su.passwordRequired.trim());
    await expect(name).toHaveAttribute('aria-invalid', 'true');

    await name.fill('Ada Buyer');
    await email.fill('not-an-email');
    await password.fill('12345');
    await page.getByRole('button', { name: t.signUp, exact: true }).click();
    await expect(email).toHaveAccessibleDescription(su.emailInvalid);
    await expect(password).toHaveAccessibleDescription(su.passwordTooShort);
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('a new buyer signs up, is signed in with a working access token and sees their name', async ({ page }) => {
    const errors = collectPageErrors(page);
    const buyer = newBuyer();
    await page.goto(paths.signUp);
    await page.getByLabel(t.name, { exact: true }).fill(buyer.name);
    await page.getByLabel(t.email, { exact: true }).fill(buyer.email);
    await page.getByLabel(t.password, { exact: true }).fill(buyer.password);
    await page.getByRole('button', { name: t.signUp, exact: true }).click();

    await expect(page).toHaveURL(/\/$/);
    await expectSignedInAs(page, buyer.name);
    const token = await storedToken(page);
    expect(token).toBeTruthy();
    expect(await adminCheck(buyer.email, token ?? '')).toEqual({ admin: false });
    expect(errors).toEqual([]);
  });

  test("an email that is already registered shows the specification's sign-up error", async ({ page, request }) => {
    const buyer = newBuyer();
    await signUpViaApi(request, buyer);
    await page.goto(paths.signUp);
    await page.getByLabel(t.name, { exact: true }).fill('Someone Else');
    await page.getByLabel(t.email, { exact: true }).fill(buyer.email);
    await page.getByLabel(t.password, { exact: true }).fill('Another-Pass-77');
    await page.getByRole('button', { name: t.signUp, exact: true }).click();

    await expect(page.getByRole('alert').filter({ hasText: su.failure })).toHaveText(su.failure);
    await expect(page).toHaveURL(/\/signup$/);
    expect(await storedToken(page)).toBeNull();
  });

  test('links to sign in', async ({ page }) => {
    await page.goto(paths.signUp);
    await page.getByRole('main').getByRole('link', { name: t.signInInstead, exact: true }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('heading', { level: 1, name: t.signIn })).toBeVisible();
  });
});

test.describe('sign in and sign out (docs/product/screens.md, docs/product/rules.md#states, docs/product/screens.md#messages)', () => {
  test('after sign-out a wrong password shows the sign-in error, and the right one signs back in', async ({ page }) => {
    const buyer = newBuyer();
    await signUpViaApi(page, buyer);
    await page.goto(paths.home);
    await expectSignedInAs(page, buyer.name);

    await signOutThroughMenu(page);
    expect(await storedToken(page)).toBeNull();
    // The server-side session is over too: a reload stays signed out.
    await page.reload();
    await expect(navbar(page).getByRole('link', { name: messages.ui.signIn, exact: true })).toBeVisible();

    await navbar(page).getByRole('link', { name: messages.ui.signIn, exact: true }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await submitSignIn(page, { email: buyer.email, password: 'Wrong-Password-1' });
    await expect(page.getByRole('alert').filter({ hasText: messages.signIn.failure })).toHaveText(
      messages.signIn.failure,
    );
    expect(await storedToken(page)).toBeNull();

    await submitSignIn(page, buyer);
    await expect(page).toHaveURL(/\/$/);
    await expectSignedInAs(page, buyer.name);
    expect(await storedToken(page)).toBeTruthy();
  });

  test('email and password are required by the browser', async ({ page }) => {
    await page.goto(paths.signIn);
    await expect(page.getByLabel(t.email, { exact: true })).toHaveAttribute('required', '');
    await expect(page.getByLabel(t.password, { exact: true })).toHaveAttribute('required', '');
    await page.getByRole('button', { name: t.signIn, exact: true }).click();
    await expect(page.locator('form input:invalid')).toHaveCount(2);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('a signed-out visitor of a protected page signs in and comes back to it', async ({ page, request }) => {
    const buyer = newBuyer();
    await signUpViaApi(request, buyer);
    await page.goto(paths.myOrders);
    await expect(page).toHaveURL(/\/signin$/);

    await submitSignIn(page, buyer);
    await expect(page).toHaveURL(new RegExp(`${paths.myOrders}$`));
    await expectSignedInAs(page, buyer.name);
  });

  test('the return path survives a detour through the sign-up page', async ({ page }) => {
    const buyer = newBuyer();
    await page.goto(paths.dashboard);
    await expect(page).toHaveURL(/\/signin$/);
    await page.getByRole('main').getByRole('link', { name: t.createAccount, exact: true }).click();
    await page.getByLabel(t.name, { exact: true }).fill(buyer.name);
    await page.getByLabel(t.email, { exact: true }).fill(buyer.email);
    await page.getByLabel(t.password, { exact: true }).fill(buyer.password);
    await page.getByRole('button', { name: t.signUp, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.dashboard}$`));
    await expect(page.getByRole('heading', { level: 1, name: messages.accountPages.myProfile })).toBeVisible();
  });

  test('Reset Password without an email asks for it', async ({ page }) => {
    await page.goto(paths.signIn);
    await page.getByRole('button', { name: t.resetPassword, exact: true }).click();
    await expect(page.getByText(messages.passwordReset.emailMissing, { exact: true })).toBeVisible();
    await expect(page.getByLabel(t.email, { exact: true })).toBeFocused();
  });
});

test.describe('accessibility of the sign-in pages', () => {
  test('/signin has no serious or critical axe violations', async ({ page, axe }) => {
    await page.goto(paths.signIn);
    await expect(page.getByRole('button', { name: t.continueWithGoogle })).toBeVisible();
    expect(await axe()).toEqual([]);
  });

  test('/signup has no serious or critical axe violations, with its errors showing too', async ({ page, axe }) => {
    await page.goto(paths.signUp);
    await expect(page.getByRole('button', { name: t.continueWithGoogle })).toBeVisible();
    expect(await axe()).toEqual([]);
    await page.getByRole('button', { name: t.signUp, exact: true }).click();
    await expect(page.getByText(su.nameRequired.trim())).toBeVisible();
    expect(await axe()).toEqual([]);
  });
});
