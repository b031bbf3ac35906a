import { localized } from '../i18n/localized.ts';
/**
 * The products page's line when a search read a misspelt word as a catalog word (PRODUCT.md §23,
 * the x-did-you-mean header). Apart from the storefront's texts: only the products page shows it.
 */
export const catalogSearch = localized(
  'catalogSearch',
  {
    showingResultsFor: (query: string) => `Showing results for ${query}`,
    /** x-search-partial: no product holds every word of the search. */
    someWords: 'No product has all these words: showing products with some of them.',
  } as const,
  'catalog-search',
);
