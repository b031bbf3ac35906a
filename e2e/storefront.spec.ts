import type { Locator, Page } from '@playwright/test';
import { messages } from '#shared/messages.ts';
import { paths } from '#shared/routes.ts';
import { collectPageErrors, expect, fetchProducts, test } from './fixtures.ts';
import { carouselSlides, homeSection, orderLinks, productCards } from './support/locators.ts';

const home = messages.home;

/** The little of the browser's globals the CSP test's init script uses (the e2e code has no DOM types). */
interface BrowserGlobals {
  document: {
    addEventListener(
      type: 'securitypolicyviolation',
      listener: (event: {
        effectiveDirective: string;
        blockedURI: string;
        sourceFile: string;
        lineNumber: number;
        columnNumber: number;
      }) => void,
    ): void;
  };
  e2eReportCspViolation(text: string): void;
}

async function top(locator: Locator): Promise<number> {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} has no box`);
  return box.y;
}

/** The home page with both product sections and the reviews loaded. */
async function homeLoaded(page: Page): Promise<void> {
  await expect(orderLinks(homeSection(page, home.ourProducts))).not.toHaveCount(0);
  await expect(homeSection(page, home.reviews).getByRole('listitem').first()).toBeVisible();
}

test.describe('home page (docs/product/screens.md)', () => {
  test('shows the banner, Our Products, the overview strip, New produts, Reviews and About us, in that order', async ({
    page,
  }) => {
    await page.goto(paths.home);
    const main = page.getByRole('main');
    const heading = (name: string) => main.getByRole('heading', { level: 2, name, exact: true });
    // The strip's figures: '100+', '120M+', '33k+', '150+', '185+'.
    const figures = home.overview.map((text) => main.getByText(text.split(' ')[0]!, { exact: true }));

    const banner = await top(carouselSlides(page).filter({ visible: true }));
    const ourProducts = await top(heading(home.ourProducts));
    const strip = await Promise.all(figures.map(top));
    const newProducts = await top(heading(home.newProducts));
    const reviews = await top(heading(home.reviews));
    const aboutUs = await top(heading(home.aboutUs));

    expect(banner).toBeLessThan(ourProducts);
    for (const figure of strip) {
      expect(figure).toBeGreaterThan(ourProducts);
      expect(figure).toBeLessThan(newProducts);
    }
    expect(newProducts).toBeLessThan(reviews);
    expect(reviews).toBeLessThan(aboutUs);
    for (const text of home.overview) await expect(main).toContainText(text);
  });

  test('Our Products shows the first 4 products and New produts list positions 5 to 50', async ({ page, request }) => {
    const catalog = await fetchProducts(request);
    // The demo catalog has 63 products, so 'New produts' is full: positions 5..50, 46 cards.
    expect(catalog.length).toBeGreaterThanOrEqual(50);
    await page.goto(paths.home);

    const ours = orderLinks(homeSection(page, home.ourProducts));
    const fresh = orderLinks(homeSection(page, home.newProducts));
    await expect(ours).toHaveCount(4);
    await expect(fresh).toHaveCount(46);

    const hrefs = (links: Locator) => links.evaluateAll((all) => all.map((link) => link.getAttribute('href')));
    expect(await hrefs(ours)).toEqual(catalog.slice(0, 4).map((product) => paths.purchase(product._id)));
    expect(await hrefs(fresh)).toEqual(catalog.slice(4, 50).map((product) => paths.purchase(product._id)));
  });

  test("'See All' goes to the products page", async ({ page }) => {
    await page.goto(paths.home);
    await homeSection(page, home.ourProducts).getByRole('link', { name: home.seeAll, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === paths.products);
    await expect(page.getByRole('heading', { level: 1, name: messages.catalog.heading, exact: true })).toBeVisible();
  });

  test('the banner carousel shows one slide at a time and its arrows cycle 1, 2, 3 and back', async ({ page }) => {
    await page.goto(paths.home);
    const slides = carouselSlides(page);
    const shown = slides.filter({ visible: true });
    const next = page.getByRole('button', { name: messages.ui.nextSlide, exact: true });
    const previous = page.getByRole('button', { name: messages.ui.previousSlide, exact: true });
    const expectSlide = async (n: number) => {
      await expect(shown).toHaveCount(1);
      await expect(shown).toHaveAttribute('aria-label', messages.ui.slideLabel(n, 3));
    };

    await expect(slides).toHaveCount(3);
    await expectSlide(1);
    for (const n of [2, 3, 1]) {
      await next.click();
      await expectSlide(n);
    }
    for (const n of [3, 2, 1]) {
      await previous.click();
      await expectSlide(n);
    }
  });

  test('/home shows the home page too', async ({ page }) => {
    const response = await page.goto(paths.homeAlias);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 2, name: home.ourProducts, exact: true })).toBeVisible();
    await expect(orderLinks(homeSection(page, home.ourProducts))).toHaveCount(4);
  });
});

test.describe('other pages and routes (docs/product/screens.md)', () => {
  test("/blogs shows only 'Coming Soon'", async ({ page }) => {
    await page.goto(paths.blogs);
    await expect(page.getByRole('main')).toHaveText(messages.blogs.comingSoon);
  });

  test('an unknown path answers 404 and shows the not-found page with a way home', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: messages.ui.pageNotFound, exact: true })).toBeVisible();

    const backHome = page.getByRole('main').getByRole('link', { name: messages.ui.backHome, exact: true });
    await expect(backHome).toHaveAttribute('href', paths.home);
    await backHome.click();
    await expect(page).toHaveURL((url) => url.pathname === paths.home);
    await expect(page.getByRole('heading', { level: 2, name: home.ourProducts, exact: true })).toBeVisible();
  });

  test('routes are case-insensitive: /productscart is the products page', async ({ page }) => {
    const response = await page.goto(paths.products.toLowerCase());
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: messages.catalog.heading, exact: true })).toBeVisible();
    await expect(productCards(page).first()).toBeVisible();
  });
});

test.describe('accessibility: no serious or critical axe-core violations', () => {
  const pages: { path: string; ready: (page: Page) => Promise<void> }[] = [
    { path: paths.home, ready: homeLoaded },
    { path: paths.products, ready: (page) => expect(productCards(page).first()).toBeVisible() },
    { path: paths.blogs, ready: (page) => expect(page.getByRole('main')).toHaveText(messages.blogs.comingSoon) },
    {
      path: '/no-such-page',
      ready: (page) => expect(page.getByRole('heading', { level: 1, name: messages.ui.pageNotFound })).toBeVisible(),
    },
  ];
  for (const { path, ready } of pages) {
    test(`on ${path}`, async ({ page, axe }) => {
      await page.goto(path);
      await ready(page);
      expect(await axe()).toEqual([]);
    });
  }
});

test.describe('Content Security Policy', () => {
  /** Opens the home page and brings every lazy part in: product pictures, the other slides. */
  async function loadWholeHomePage(page: Page) {
    const response = await page.goto(paths.home);
    await homeLoaded(page);
    await expect(orderLinks(homeSection(page, home.newProducts))).toHaveCount(46);
    const next = page.getByRole('button', { name: messages.ui.nextSlide, exact: true });
    await next.click();
    await next.click();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    return response;
  }

  test('the store sends a policy and the home page loads with no CSP error in the console', async ({ page }) => {
    const errors = collectPageErrors(page);
    const response = await loadWholeHomePage(page);

    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("default-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
    expect(errors.filter((error) => /Content Security Policy|Refused to/i.test(error))).toEqual([]);
  });

  test('the home page triggers no securitypolicyviolation, not even a caught one', async ({ page }) => {
    // Catches what the console does not show, e.g. a library probing `new Function` in a try/catch.
    const violations: string[] = [];
    await page.exposeFunction('e2eReportCspViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      const browser = globalThis as unknown as BrowserGlobals;
      browser.document.addEventListener('securitypolicyviolation', (event) => {
        const where = `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`;
        browser.e2eReportCspViolation(
          `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${where}`,
        );
      });
    });
    await loadWholeHomePage(page);
    expect(violations).toEqual([]);
  });
});
