import { messages } from '#shared/messages.ts';
import { paths } from '#shared/routes.ts';
import { expect, newBuyer, signUpViaApi, test } from './fixtures.ts';
import { googleProfileFor } from './support/identity-stack.ts';
import { adminCheck, expectSignedInAs, storedToken, submitSignIn } from './support/identity-ui.ts';
import { resetLinkIn, verifyLinkIn, waitForMail } from './support/mailbox.ts';

const t = messages.identity;

test.describe('password reset by mail (docs/product/screens.md, docs/product/screens.md#messages; docs/product/rules.md#identity)', () => {
  test('the mailed link sets a new password: the new one signs in, the old one is refused', async ({
    page,
    request,
  }) => {
    const buyer = newBuyer();
    await signUpViaApi(request, buyer);
    await page.goto(paths.signIn);
    await page.getByLabel(t.email, { exact: true }).fill(buyer.email);
    await page.getByRole('button', { name: t.resetPassword, exact: true }).click();
    await expect(page.getByText(messages.passwordReset.sent, { exact: true })).toBeVisible();

    // The mail really went out over SMTP, to the loopback server.
    const mail = await waitForMail(request, buyer.email);
    const link = resetLinkIn(mail);
    await page.goto(link);
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await expect(page.getByRole('heading', { level: 1, name: t.newPasswordHeading })).toBeVisible();

    const newPassword = 'Tantalum-Plate-73';
    const password = page.getByLabel(t.password, { exact: true });
    await password.fill('123');
    await page.getByRole('button', { name: t.saveNewPassword, exact: true }).click();
    await expect(password).toHaveAccessibleDescription(messages.signUp.passwordTooShort);
    await password.fill(newPassword);
    await page.getByRole('button', { name: t.saveNewPassword, exact: true }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByText(t.passwordChanged, { exact: true })).toBeVisible();

    await submitSignIn(page, buyer);
    await expect(page.getByRole('alert').filter({ hasText: messages.signIn.failure })).toHaveText(
      messages.signIn.failure,
    );
    await submitSignIn(page, { email: buyer.email, password: newPassword });
    await expect(page).toHaveURL(/\/$/);
    await expectSignedInAs(page, buyer.name);

    // The link works once.
    await page.goto(link);
    await expect(page.getByRole('alert').filter({ hasText: t.resetLinkInvalid })).toBeVisible();
  });

  test('a made-up token is refused with a clear message', async ({ page }) => {
    await page.goto(`${paths.resetPassword}?token=not-a-real-token`);
    await page.getByLabel(t.password, { exact: true }).fill('Niobium-Wire-55');
    await page.getByRole('button', { name: t.saveNewPassword, exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: t.resetLinkInvalid })).toBeVisible();
    await expect(page.getByRole('link', { name: t.backToSignIn })).toHaveAttribute('href', paths.signIn);
  });

  test('a reset page without a token says the link is invalid', async ({ page }) => {
    await page.goto(paths.resetPassword);
    await expect(page.getByRole('alert').filter({ hasText: t.resetLinkInvalid })).toBeVisible();
    await expect(page.getByLabel(t.password, { exact: true })).toHaveCount(0);
  });
});

test.describe('email verification (the security review: ADMIN_EMAILS needs a verified address)', () => {
  test('sign-up mails a link that verifies the address and says so on /verify-email', async ({ page, request }) => {
    const buyer = newBuyer();
    await signUpViaApi(request, buyer);
    const link = verifyLinkIn(await waitForMail(request, buyer.email));
    await page.goto(link);
    await expect(page).toHaveURL(/\/verify-email$/);
    await expect(page.getByRole('heading', { level: 1, name: t.verifyEmailHeading })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: t.emailVerified })).toBeVisible();
  });

  test('a forged link lands on /verify-email with a clear error, and a signed-in buyer gets a new link', async ({
    page,
    request,
  }) => {
    await page.goto(`/api/auth/verify-email?token=forged&callbackURL=${encodeURIComponent(paths.verifyEmail)}`);
    await expect(page).toHaveURL(/\/verify-email\?error=/);
    await expect(page.getByRole('alert').filter({ hasText: t.verificationInvalid })).toBeVisible();
    await expect(page.getByRole('link', { name: t.verificationSignInForNewLink })).toHaveAttribute(
      'href',
      paths.signIn,
    );

    const buyer = newBuyer();
    await signUpViaApi(page, buyer);
    await waitForMail(request, buyer.email);
    await page.goto(`/api/auth/verify-email?token=forged&callbackURL=${encodeURIComponent(paths.verifyEmail)}`);
    await page.getByRole('button', { name: t.sendNewVerificationLink }).click();
    await expect(page.getByRole('status').filter({ hasText: t.verificationLinkSent(buyer.email) })).toBeVisible();
    const link = verifyLinkIn(await waitForMail(request, buyer.email, 2));
    await page.goto(link);
    await expect(page.getByRole('status').filter({ hasText: t.emailVerified })).toBeVisible();
  });
});

test.describe('Continue With Google (docs/product/screens.md; docs/product/rules.md#identity)', () => {
  test('the whole redirect flow signs a new buyer in and returns to the page they asked for', async ({ page }) => {
    // The provider's development pages pull a web font; the machine is offline.
    await page.route('https://fonts.googleapis.com/**', (route) => route.abort());
    const google = googleProfileFor(newBuyer().email);

    await page.goto(paths.myOrders);
    await expect(page).toHaveURL(/\/signin$/);
    await page.getByRole('button', { name: t.continueWithGoogle, exact: true }).click();

    // The stand-in for Google: its development login page, then its consent page.
    await page.getByPlaceholder('Enter any login').fill(google.email);
    await page.getByPlaceholder('and password').fill('anything');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(new RegExp(`${paths.myOrders}$`));
    await expectSignedInAs(page, google.name);
    await expect.poll(() => storedToken(page)).toBeTruthy();
    expect(await adminCheck(google.email, (await storedToken(page)) ?? '')).toEqual({ admin: false });
  });

  test('Google for an email that already has a password account explains how to sign in instead', async ({
    page,
    request,
  }) => {
    await page.route('https://fonts.googleapis.com/**', (route) => route.abort());
    const buyer = newBuyer();
    await signUpViaApi(request, buyer);

    await page.goto(paths.signUp);
    await page.getByRole('button', { name: t.continueWithGoogle, exact: true }).click();
    await page.getByPlaceholder('Enter any login').fill(buyer.email);
    await page.getByPlaceholder('and password').fill('anything');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    // Not linked implicitly: the password account's email was never verified (Better Auth's default).
    await expect(page).toHaveURL(/\/signin\?error=/);
    await expect(page.getByRole('alert')).toHaveText(t.googleAccountExists);
    expect(await storedToken(page)).toBeNull();
    await submitSignIn(page, buyer);
    await expectSignedInAs(page, buyer.name);
  });

  test('a failed Google sign-in comes back to /signin with an explanation', async ({ page }) => {
    await page.goto(`${paths.signIn}?error=access_denied`);
    await expect(page.getByRole('alert')).toHaveText(t.googleFailed('access denied'));
  });
});
