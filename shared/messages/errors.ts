import { localized } from '../i18n/localized.ts';
/**
 * The API's generic errors (not found, sign in, forbidden, 5xx, 429): the server's answers and the
 * few pages that say them. Apart from the storefront's texts, which the first load carries, because
 * the home page never shows them (docs/decisions/005).
 */
export const errors = localized(
  'errors',
  {
    notFound: 'Not found',
    productNotFound: 'Product not found',
    unauthorized: 'Please sign in to continue',
    forbidden: 'You are not allowed to do this',
    internal: 'Something went wrong on our side. Please try again',
    unavailable: 'The store is temporarily unavailable. Please try again shortly',
    tooManyRequests: 'Too many requests. Please wait a moment and try again',
    crossSite: 'Requests from other sites are not accepted',
  } as const,
  'errors',
);
