import { localized } from '../i18n/localized.ts';
/**
 * The products page's line when a search read a misspelt word as a catalog word (PRODUCT.md §23,
 * the x-did-you-mean header). Apart from the storefront's texts: only the products page shows it.
 */
export const catalogSearch = localized(
  'catalogSearch',
  {
    showingResultsFor: (query: string) => `Showing results for ${query}`,
  } as const,
  'catalog-search',
);
