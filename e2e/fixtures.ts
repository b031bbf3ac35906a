import { AxeBuilder } from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test as base } from '@playwright/test';
import type { Product } from '#shared/catalog/product.schema.ts';
import type { ProductQueryInput } from '#shared/catalog/product-query.schema.ts';
import { seededQueriesId } from '#shared/server-rendering.ts';
import { lastLinkTo } from '../server/src/testing/mail-outbox.ts';
import { identityStack } from './support/identity-stack.ts';
import { verifyLinkIn, waitForMail } from './support/mailbox.ts';
import { e2eAdminEmail, testServer } from './support/test-server.ts';

export { expect } from '@playwright/test';

/** docs/product/rules.md#constants: the web app keeps the access token under this local-storage key. */
export const accessTokenKey = 'accessToken';

/** Long and uncommon enough for the sign-up rules (shared/accounts), including the common-password check. */
export const testPassword = 'Vanadium-Bar-42';

export interface Credentials {
  email: string;
  password: string;
}

export interface NewUser extends Credentials {
  name: string;
}

/** A browser page (the session cookie lands in its context) or a bare API request context. */
export type Client = Page | APIRequestContext;

/** An email no other test uses: tests never share accounts, so they run in any order. */
export function uniqueEmail(prefix = 'buyer'): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export function newBuyer(overrides: Partial<NewUser> = {}): NewUser {
  const email = overrides.email ?? uniqueEmail();
  return { name: `Buyer ${email.split('@')[0]}`, email, password: testPassword, ...overrides };
}

const isPage = (client: Client): client is Page => 'goto' in client;
const requestOf = (client: Client): APIRequestContext => (isPage(client) ? client.request : client);

/** The store's origin: Better Auth refuses credential calls without a matching `origin` header. */
function storeOrigin(): string {
  const baseURL = base.info().project.use.baseURL;
  if (!baseURL) throw new Error('playwright.config.ts sets no baseURL');
  return new URL(baseURL).origin;
}

async function authCall(client: Client, path: string, body: object) {
  return requestOf(client).post(path, {
    data: body,
    headers: { origin: storeOrigin() },
    failOnStatusCode: false,
  });
}

/**
 * Exchanges the session for the access token (PUT /user/{email}, docs/product/api.md#original-api) and, for a page,
 * stores it as the web app does after sign-in, before any of the app's scripts run.
 */
async function exchangeToken(client: Client, email: string): Promise<string> {
  const response = await requestOf(client).put(`/user/${encodeURIComponent(email)}`, {
    data: { email },
    failOnStatusCode: false,
  });
  if (!response.ok()) throw new Error(`token exchange for ${email}: ${response.status()} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  if (isPage(client)) {
    // Once per tab (sessionStorage): a test that signs out must not find the token back on reload.
    await client.addInitScript(
      ({ key, value }) => {
        // Keyed by token: when a test signs in twice, the later sign-in's token wins.
        const done = `e2e-token-set:${value}`;
        if (sessionStorage.getItem(done)) return;
        localStorage.setItem(key, value);
        sessionStorage.setItem(done, '1');
      },
      { key: accessTokenKey, value: token },
    );
    if (client.url().startsWith(storeOrigin())) {
      await client.evaluate(({ key, value }) => localStorage.setItem(key, value), {
        key: accessTokenKey,
        value: token,
      });
    }
  }
  return token;
}

/** Signs up through the identity API; with a page, its browser context is signed in too. Returns the access token. */
export async function signUpViaApi(client: Client, user: NewUser): Promise<string> {
  const response = await authCall(client, '/api/auth/sign-up/email', user);
  if (!response.ok()) throw new Error(`sign-up of ${user.email}: ${response.status()} ${await response.text()}`);
  return exchangeToken(client, user.email);
}

/** Opens the verification link the store mailed to `email`, as its owner would (uploads need it: PRODUCT.md §21). */
export async function verifyEmailViaApi(client: Client, email: string): Promise<void> {
  const request = requestOf(client);
  const link = new URL(await verificationLink(request, email));
  const verified = await request.get(link.pathname + link.search, { maxRedirects: 0, failOnStatusCode: false });
  if (verified.status() !== 302) throw new Error(`verification of ${email}: ${verified.status()}`);
}

/** Signs an existing account in through the identity API. Returns the access token. */
export async function signInViaApi(client: Client, { email, password }: Credentials): Promise<string> {
  const response = await authCall(client, '/api/auth/sign-in/email', { email, password });
  if (!response.ok()) throw new Error(`sign-in of ${email}: ${response.status()} ${await response.text()}`);
  return exchangeToken(client, email);
}

/**
 * The verification link the store mailed to `email`: the main store (no SMTP_URL) writes it to
 * DATA_DIR/outbox; the identity specs' store sends it to the loopback SMTP catcher.
 */
async function verificationLink(request: APIRequestContext, email: string): Promise<string> {
  const { appUrl } = await identityStack();
  if (storeOrigin() === new URL(appUrl).origin) return verifyLinkIn(await waitForMail(request, email));
  const costs = await testServer('costs');
  const { dataDir } = storeOrigin() === costs.url ? costs : await testServer();
  let link: string | undefined;
  await expect
    .poll(() => (link = lastLinkTo(dataDir, email, '/api/auth/verify-email')), {
      message: `verification mail to ${email} in ${dataDir}/outbox`,
      timeout: 10_000,
    })
    .toBeTruthy();
  return link!;
}

/**
 * Signs in as the suite's admin (ADMIN_EMAILS in playwright.config.ts). There is one admin
 * account per run: the first test to need it signs it up and opens the verification link mailed
 * to it (ADMIN_EMAILS counts only once the address is verified), the others sign in and wait
 * until it is an admin.
 */
export async function signInAsAdmin(client: Client): Promise<string> {
  const admin = { name: 'Store Admin', email: e2eAdminEmail, password: testPassword };
  const request = requestOf(client);
  const signUp = await authCall(client, '/api/auth/sign-up/email', admin);
  let token: string;
  if (signUp.ok()) {
    token = await exchangeToken(client, admin.email);
    const link = await verificationLink(request, admin.email);
    const verified = await request.get(new URL(link).pathname + new URL(link).search, {
      maxRedirects: 0,
      failOnStatusCode: false,
    });
    if (verified.status() !== 302) throw new Error(`verification of ${admin.email}: ${verified.status()}`);
  } else {
    token = await signInViaApi(client, admin);
  }
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/admin/${encodeURIComponent(admin.email)}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        return ((await answer.json()) as { admin?: boolean }).admin;
      },
      { message: `${admin.email} becomes an admin once verified`, timeout: 15_000 },
    )
    .toBe(true);
  return token;
}

/** GET /products/ as the web app asks for it. */
export async function fetchProducts(client: Client, query: ProductQueryInput = {}): Promise<Product[]> {
  const params = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const response = await requestOf(client).get(`/products/?${params.toString()}`);
  if (!response.ok()) throw new Error(`GET /products/: ${response.status()}`);
  return (await response.json()) as Product[];
}

/** Widths around the grid's breakpoints (docs/product/screens.md: 1 column small, 2 medium, 3 large). */
export const viewports = {
  phone: { width: 375, height: 812 },
  tablet: { width: 800, height: 1024 },
  desktop: { width: 1280, height: 900 },
} as const;

export type ViewportName = keyof typeof viewports;

export async function useViewport(page: Page, name: ViewportName): Promise<void> {
  await page.setViewportSize(viewports[name]);
}

export async function setViewportWidth(page: Page, width: number, height = 900): Promise<void> {
  await page.setViewportSize({ width, height });
}

export interface AxeViolation {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

export interface AxeOptions {
  /** CSS selectors left out of the scan. */
  exclude?: string[];
  disableRules?: string[];
}

/** The subset of the browser's globals settledAnimations uses (the e2e code has no DOM types). */
interface AnimationGlobals {
  document: {
    getAnimations(): {
      effect: { getComputedTiming(): { endTime?: number | string } } | null;
      playState: string;
      finished: Promise<unknown>;
    }[];
  };
}

/** The window's focus events as the e2e code, which has no DOM types, dispatches them. */
interface FocusGlobals {
  dispatchEvent(event: unknown): boolean;
  Event: new (type: string) => unknown;
}

/**
 * Waits for the page's finite animations and transitions to end (a toast sliding and fading in),
 * so axe judges colours as they rest, not a frame half-way through a fade; endless ones (spinners)
 * and paused ones (a held toast's countdown) are not waited for.
 */
async function settledAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const browser = globalThis as unknown as AnimationGlobals;
    const finite = browser.document
      .getAnimations()
      .filter(
        (animation) => animation.playState !== 'paused' && animation.effect?.getComputedTiming().endTime !== Infinity,
      );
    await Promise.race([
      Promise.allSettled(finite.map((animation) => animation.finished)),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]);
  });
}

async function windowFocus(page: Page, type: 'blur' | 'focus'): Promise<void> {
  await page.evaluate((eventType) => {
    const browser = globalThis as unknown as FocusGlobals;
    browser.dispatchEvent(new browser.Event(eventType));
  }, type);
}

/** Runs axe-core on the page as it rests; answers only serious and critical violations. */
export async function seriousAxeViolations(page: Page, options: AxeOptions = {}): Promise<AxeViolation[]> {
  // A list being refreshed is dimmed and aria-busy (a search typed a moment ago): judge it once
  // its answer is in. A page busy for longer is scanned as it is.
  await page
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  // A toast's countdown ending while axe reads its colours starts its fade-out half-way through
  // the scan (seen as a colour-contrast finding on the toast): the window losing focus holds every
  // toast (react-toastify's pauseOnFocusLoss) until the scan is done.
  await windowFocus(page, 'blur');
  let violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];
  try {
    await settledAnimations(page);
    let builder = new AxeBuilder({ page });
    for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
    if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
    ({ violations } = await builder.analyze());
  } finally {
    await windowFocus(page, 'focus');
  }
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/** Errors a page reports while a test runs: console errors and uncaught exceptions. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

interface Fixtures {
  /** Serious and critical axe-core violations of the test's page, as it is now. */
  axe: (options?: AxeOptions) => Promise<AxeViolation[]>;
}

/**
 * A page the server rendered (docs/decisions/020) shows its controls before the app has hydrated
 * them; a test, like a person, acts once they work: the app marks the document when the page's
 * own part has hydrated (client/src/app/page-hydrated.ts).
 */
export async function waitForHydration(page: Page): Promise<void> {
  if ((await page.locator(`script#${seededQueriesId}`).count()) === 0) return;
  await page.locator('html[data-page-hydrated]').waitFor({ state: 'attached' });
}

export const test = base.extend<Fixtures>({
  // Every navigation of a test waits for a server-rendered page to hydrate (waitForHydration).
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForHydration(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForHydration(page);
      return response;
    };
    await use(page);
  },
  axe: async ({ page }, use) => {
    await use((options) => seriousAxeViolations(page, options));
  },
});
