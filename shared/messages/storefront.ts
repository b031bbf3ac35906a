import { localized } from '../i18n/localized.ts';
/**
 * The storefront's texts: everything the first page load shows (home, products, the frame and
 * generic errors). Kept apart so the first load carries only these (the performance targets); `shared/messages.ts`
 * merges them with the rest for everything else.
 */
export const messages = localized(
  'messages',
  {
    home: {
      ourProducts: 'Our Products',
      seeAll: 'See All',
      newProducts: 'New produts',
      reviews: 'Reviews',
      aboutUs: 'About us',
      overviewLabel: 'Business overview',
      /** docs/product/screens.md: the business overview strip, static text. */
      overview: ['100+ customers', '120M+ annual revenue', '33k+ reviews', '150+ products', '185+ shipping service'],
    },
    blogs: { comingSoon: 'Coming Soon' },
    /** What the web app's one HTTP client says when an answer is not the API's `{message}` JSON. */
    http: {
      /** A proxy's HTML error page (nginx's 502) or a non-JSON failure, never "Unexpected token '<'". */
      unreachable: (status: number) => `The store is unreachable right now (${status}). Please try again.`,
      offline: 'The store could not be reached. Check your connection and try again.',
      /** A 2xx that is not JSON: the request went somewhere other than the API. */
      unexpectedAnswer: 'The store sent an answer this page cannot read. Please reload and try again.',
      unknownError: 'Unknown error',
    },
    /** Generic texts of the web app's frame: navigation, footer, loading and error states. */
    ui: {
      siteName: 'Rare Metals Store',
      siteDescription:
        'Order titanium, nickel, tungsten, molybdenum, tantalum, niobium and nitinol tubes, plates, bars, wires and fittings from the manufacturer, at minimum order quantities, exported worldwide.',
      skipToContent: 'Skip to main content',
      home: 'Home',
      blogs: 'Blogs',
      products: 'Products',
      remnants: 'Remnants',
      dashboard: 'Dashboard',
      signIn: 'Sign In',
      signOut: 'Sign out',
      openMenu: 'Open menu',
      accountMenu: 'Account menu',
      mainNav: 'Main',
      company: 'Company',
      social: 'Social',
      tagline: 'Titanium, nickel, tungsten, molybdenum, tantalum, niobium and nitinol products, made to order.',
      loading: 'Loading',
      tryAgain: 'Try again',
      loadFailed: 'We could not load this',
      pageNotFound: 'Page not found',
      pageNotFoundText: 'The page you are looking for does not exist or has moved.',
      backHome: 'Back to home',
      routeError: 'Something went wrong',
      routeErrorText: 'This page could not be shown. Reloading usually helps; if it does not, please come back later.',
      reload: 'Reload page',
      previousSlide: 'Previous slide',
      nextSlide: 'Next slide',
      slideLabel: (n: number, count: number) => `${n} of ${count}`,
      rated: (n: number, max: number) => `Rated ${n} out of ${max}`,
    },
    catalog: {
      heading: 'Products',
      search: 'Search products',
      searchPlaceholder: 'Grade, standard or alloy',
      pagination: 'Pagination',
      metal: 'Metal',
      form: 'Form',
      allMetals: 'All metals',
      allForms: 'All forms',
      noMatch: 'No products match your search',
      clearFilters: 'Clear filters',
      previous: 'Previous',
      next: 'Next',
      pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
      resultCount: (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`,
      order: 'order',
      origin: 'Origin:',
      available: (total: number) => `${total} Pcs`,
      availableLabel: 'Available:',
      moq: 'MOQ:',
      perPiece: (price: string) => `${price} / pc`,
      sku: 'SKU:',
    },
  } as const,
  'storefront',
);
