import type { Page } from '@playwright/test';
import { menus } from '#shared/messages/menus.ts';
import { messages } from '#shared/messages.ts';
import { backOffice } from '#shared/messages/back-office.ts';
import { companies } from '#shared/messages/companies.ts';
import { quotes } from '#shared/messages/quotes.ts';
import { paths } from '#shared/routes.ts';
import { certificatePortal } from '#shared/messages/certificate-portal.ts';
import { expect, newBuyer, signInAsAdmin, signUpViaApi, test } from './fixtures.ts';
import { e2eAdminEmail } from './support/test-server.ts';
import { adminCheck, navbar } from './support/identity-ui.ts';

const t = messages.accountPages;
const v = messages.validation;
/** docs/product/rules.md#constants: the picture shown when a profile has none. */
const defaultAvatar = '/images/avatars/default.svg';

function dashboardMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Dashboard', exact: true });
}

/** The Make Admin table's row of one account. */
function userRow(page: Page, email: string) {
  return page.getByRole('main').getByRole('row').filter({ hasText: email });
}

test.describe('My Profile (docs/product/screens.md, docs/product/rules.md#validation)', () => {
  test('the card shows the account; Update Profile saves it and the card and navbar follow', async ({ page }) => {
    const buyer = newBuyer();
    await signUpViaApi(page, buyer);
    await page.goto(paths.dashboard);
    await expect(page.getByRole('heading', { level: 1, name: t.myProfile })).toBeVisible();

    const card = page.getByRole('region', { name: buyer.name });
    await expect(card.getByRole('img', { name: t.profilePicture(buyer.name) })).toHaveAttribute('src', defaultAvatar);
    await expect(card).toContainText(buyer.email);

    const picture = '/images/avatars/reviewer-3.svg';
    await page.getByLabel(t.imageUrl, { exact: true }).fill(picture);
    await page.getByLabel(t.companyName, { exact: true }).fill('Baltic Alloys Ltd');
    await page.getByLabel(t.location, { exact: true }).fill('Riga, Latvia');
    await page.getByLabel(t.phone, { exact: true }).fill('+371 2000 0000');
    await page.getByRole('button', { name: t.updateProfile, exact: true }).click();

    await expect(page.getByText(messages.toasts.profileUpdated, { exact: true })).toBeVisible();
    await expect(card).toContainText('Baltic Alloys Ltd');
    await expect(card).toContainText('Riga, Latvia');
    await expect(card).toContainText('+371 2000 0000');
    await expect(card.getByRole('img', { name: t.profilePicture(buyer.name) })).toHaveAttribute('src', picture);
    // The navbar's avatar is the new picture too (the session was re-read).
    const navbarAvatar = navbar(page).getByRole('button', { name: messages.ui.accountMenu }).locator('img');
    await expect(navbarAvatar).toHaveAttribute('src', picture);

    await page.reload();
    await expect(page.getByRole('region', { name: buyer.name })).toContainText('Baltic Alloys Ltd');
    await expect(page.getByLabel(t.companyName, { exact: true })).toHaveValue('Baltic Alloys Ltd');
  });

  test('every profile field is required', async ({ page }) => {
    await signUpViaApi(page, newBuyer());
    await page.goto(paths.dashboard);
    await page.getByRole('button', { name: t.updateProfile, exact: true }).click();
    await expect(page.getByLabel(t.imageUrl, { exact: true })).toHaveAccessibleDescription(v.required(t.imageUrl));
    await expect(page.getByLabel(t.companyName, { exact: true })).toHaveAccessibleDescription(
      v.required(t.companyName),
    );
    await expect(page.getByLabel(t.location, { exact: true })).toHaveAccessibleDescription(v.required(t.location));
    await expect(page.getByLabel(t.phone, { exact: true })).toHaveAccessibleDescription(
      messages.purchase.phoneRequired,
    );
    await expect(page.getByText(messages.toasts.profileUpdated)).toHaveCount(0);
  });
});

test.describe('dashboard side menu and admin routes (docs/product/screens.md, docs/product/rules.md#roles)', () => {
  test("a buyer's menu has My Profile, Add A Review, My Orders, My Quotes, Certificates and Company, and no admin entries", async ({
    page,
  }) => {
    await signUpViaApi(page, newBuyer());
    await page.goto(paths.dashboard);
    const links = dashboardMenu(page).getByRole('link');
    await expect(links).toHaveText([
      'My Profile',
      'Add A Review',
      'My Orders',
      quotes.menu.myQuotes,
      certificatePortal.menu,
      companies.pages.menu.company,
    ]);
  });

  test("an admin's menu has the overview, My Profile and the admin entries, and no review, orders or quotes links", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto(paths.dashboard);
    const links = dashboardMenu(page).getByRole('link');
    await expect(links).toHaveText([
      backOffice.menu,
      'My Profile',
      'Make Admin',
      'Add a Product',
      'Manage All orders',
      'Manage Products',
      quotes.menu.manageQuotes,
      certificatePortal.menu,
      companies.pages.menu.manageCompanies,
      menus.compliance,
      menus.outbox,
      menus.settings,
      companies.pages.menu.company,
    ]);
  });

  test('a signed-in buyer who opens an admin page is told it is not for them; a visitor is sent to /signin', async ({
    page,
    axe,
  }) => {
    const buyer = newBuyer();
    await signUpViaApi(page, buyer);
    for (const path of [paths.addProduct, paths.manageProducts, paths.manageAllOrders, paths.makeAdmin]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: messages.notAllowed.heading })).toBeVisible();
      await expect(page.getByText(messages.notAllowed.text(buyer.email), { exact: true })).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === path);
    }
    expect(await axe()).toEqual([]);
    await page.getByRole('link', { name: messages.notAllowed.toDashboard }).click();
    await expect(page).toHaveURL((url) => url.pathname === paths.dashboard);

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(paths.addProduct);
    await expect(page).toHaveURL((url) => url.pathname === paths.signIn);
  });

  test('on a phone the dashboard menu folds behind a button naming the page, so the page starts at the top', async ({
    page,
    axe,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsAdmin(page);
    await page.goto(paths.manageProducts);
    const menu = page.getByRole('navigation', { name: messages.dashboardMenu.label });
    const button = menu.getByRole('button', {
      name: messages.dashboardMenu.current(messages.dashboardMenu.manageProducts),
    });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: messages.dashboardMenu.makeAdmin })).toBeHidden();
    // The page's heading is on the first screen, right under the folded menu.
    const heading = page.getByRole('heading', { level: 1, name: messages.catalogAdmin.manageHeading });
    const box = await heading.boundingBox();
    expect(box!.y).toBeLessThan(400);
    expect(await axe()).toEqual([]);

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: messages.dashboardMenu.makeAdmin }).click();
    await expect(page).toHaveURL((url) => url.pathname === paths.makeAdmin);
    await expect(
      menu.getByRole('button', { name: messages.dashboardMenu.current(messages.dashboardMenu.makeAdmin) }),
    ).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('Make Admin and Remove User (docs/product/screens.md, docs/product/rules.md#states, docs/product/screens.md#messages; docs/product/rules.md#departures)', () => {
  test("an admin makes a buyer admin: the row changes and the buyer's admin check flips", async ({ page, request }) => {
    const buyer = newBuyer();
    const buyerToken = await signUpViaApi(request, buyer);
    expect(await adminCheck(buyer.email, buyerToken)).toEqual({ admin: false });
    await signInAsAdmin(page);
    await page.goto(paths.makeAdmin);
    await expect(page.getByRole('heading', { level: 1, name: t.makeAdmin })).toBeVisible();

    const row = userRow(page, buyer.email);
    await expect(row).toContainText(t.roleBuyer);
    // Admins have no Make Admin button (docs/product/rules.md#states).
    await expect(userRow(page, e2eAdminEmail).getByRole('button', { name: t.makeAdmin })).toHaveCount(0);
    await row.getByRole('button', { name: t.makeAdmin, exact: true }).click();

    await expect(page.getByText(messages.toasts.madeAdmin, { exact: true })).toBeVisible();
    await expect(row).toContainText(t.roleAdmin);
    await expect(row.getByRole('button', { name: t.makeAdmin })).toHaveCount(0);
    expect(await adminCheck(buyer.email, buyerToken)).toEqual({ admin: true });
  });

  test("an admin removes a user after confirming: the row goes and the user's token stops working", async ({
    page,
    request,
  }) => {
    const buyer = newBuyer();
    const buyerToken = await signUpViaApi(request, buyer);
    await signInAsAdmin(page);
    await page.goto(paths.makeAdmin);
    const row = userRow(page, buyer.email);
    const dialog = page.getByRole('dialog', { name: t.confirmRemoveTitle });

    // Cancel keeps the user.
    await row.getByRole('button', { name: t.removeUser, exact: true }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(buyer.email);
    await dialog.getByRole('button', { name: t.cancel, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toBeVisible();
    expect(await adminCheck(buyer.email, buyerToken)).toEqual({ admin: false });

    await row.getByRole('button', { name: t.removeUser, exact: true }).click();
    await dialog.getByRole('button', { name: t.removeUser, exact: true }).click();
    await expect(page.getByText(messages.accounts.userRemoved, { exact: true })).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('main').getByRole('table')).toBeVisible();
    await expect(userRow(page, buyer.email)).toHaveCount(0);
    expect(await adminCheck(buyer.email, buyerToken)).toBe(401);
  });

  test("removing one's own account is refused with the server's message", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto(paths.makeAdmin);
    await userRow(page, e2eAdminEmail).getByRole('button', { name: t.removeUser, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.removeUser, exact: true }).click();
    await expect(page.getByText(messages.accounts.cannotRemoveSelf, { exact: true })).toBeVisible();
    await expect(userRow(page, e2eAdminEmail)).toBeVisible();
  });
});

test.describe('accessibility of the account pages', () => {
  test('/dashboard (My Profile) has no serious or critical axe violations', async ({ page, axe }) => {
    const buyer = newBuyer();
    await signUpViaApi(page, buyer);
    await page.goto(paths.dashboard);
    await expect(page.getByRole('region', { name: buyer.name })).toBeVisible();
    expect(await axe()).toEqual([]);
    await page.getByRole('button', { name: t.updateProfile, exact: true }).click();
    await expect(page.getByText(messages.purchase.phoneRequired)).toBeVisible();
    expect(await axe()).toEqual([]);
  });

  test('/dashboard/makeAdmin has no serious or critical axe violations, with the dialog open too', async ({
    page,
    request,
    axe,
  }) => {
    const buyer = newBuyer();
    await signUpViaApi(request, buyer);
    await signInAsAdmin(page);
    await page.goto(paths.makeAdmin);
    await expect(userRow(page, buyer.email)).toBeVisible();
    expect(await axe()).toEqual([]);
    await userRow(page, buyer.email).getByRole('button', { name: t.removeUser, exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axe()).toEqual([]);
  });
});
