import type { Locator, Page } from '@playwright/test';
import { messages } from '#shared/messages.ts';

/** Every product card carries one link named exactly "order" (docs/product/screens.md#accessibility). */
export function orderLinks(scope: Page | Locator): Locator {
  return scope.getByRole('link', { name: messages.catalog.order, exact: true });
}

/** The product cards inside `scope`: list items that hold an "order" link. */
export function productCards(page: Page, scope: Locator = page.getByRole('main')): Locator {
  return scope.getByRole('listitem').filter({ has: orderLinks(page) });
}

/** Card titles (one heading per card), in grid order. */
export function productNames(page: Page, scope?: Locator): Locator {
  return productCards(page, scope).getByRole('heading');
}

/** A home-page section: a region named by its heading in the specification. */
export function homeSection(page: Page, heading: string): Locator {
  return page.getByRole('main').getByRole('region', { name: heading, exact: true });
}

/** The banner's slides (WAI-ARIA carousel pattern, docs/product/screens.md#accessibility). */
export function carouselSlides(page: Page): Locator {
  return page.locator('[aria-roledescription="slide"]');
}
