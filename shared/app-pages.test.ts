import { describe, expect, it } from 'vitest';
import { isAppPage } from './app-pages.ts';
import { quotePaths } from './lazy-paths.ts';
import { paths } from './routes.ts';

describe('app pages of the catalog by specification (docs/product/catalog.md, docs/product/back-office.md)', () => {
  it('knows the product page and the admin edit page, case-insensitively', () => {
    for (const path of [
      paths.product('12'),
      '/Product/12/',
      paths.editProduct('12'),
      '/dashboard/manageproducts/12/EDIT',
    ]) {
      expect(isAppPage(path), path).toBe(true);
    }
  });

  it('does not take a deeper or empty path for them', () => {
    for (const path of ['/product', '/product/', '/product/12/reviews', '/dashboard/manageProducts/12/edit/more']) {
      expect(isAppPage(path), path).toBe(false);
    }
  });
});

describe('app pages of quotes (docs/product/quotes.md)', () => {
  it('knows the lists, the new request and one quote, case-insensitively', () => {
    for (const path of [
      quotePaths.myQuotes,
      quotePaths.newQuote,
      quotePaths.quote('12'),
      quotePaths.manageQuotes,
      '/dashboard/managequotes/',
      '/Dashboard/Quotes/12',
    ]) {
      expect(isAppPage(path), path).toBe(true);
    }
  });

  it('does not take a deeper path for them', () => {
    for (const path of ['/dashboard/quotes/12/accept', '/dashboard/manageQuotes/12', '/quotes']) {
      expect(isAppPage(path), path).toBe(false);
    }
  });
});
