import { lazy, Suspense } from 'react';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { useCatalogCurrency } from '../../lib/queries/currency.ts';
import { useProducts } from '../../lib/queries/products.ts';
import { useReviews } from '../../lib/queries/reviews.ts';
import { OurProductsSection } from './components/our-products-section.tsx';
import { homeHeading, homeTitle } from './home-content.ts';
import { homeProductLimit } from './home-sizes.ts';
import { withTexts } from '../../lib/with-texts.ts';

// The banner arrives as server-rendered HTML, its first picture with it (docs/decisions/020); its
// code (the arrows) follows the first load rather than weighing in it (docs/decisions/005). The
// fallback keeps its height for the page the browser renders alone.
const BannerCarousel = lazy(async () => ({
  default: (await withTexts(import('./components/banner-carousel.tsx'))).BannerCarousel,
}));
const BelowTheFold = lazy(async () => ({
  default: (await withTexts(import('./components/below-the-fold.tsx'))).BelowTheFold,
}));

/**
 * docs/product/screens.md home page, its sections in SPEC order. One products request serves both product
 * sections, loaded once (docs/product/rules.md#departures drops the original's refetch loop); reviews load once too.
 * Both requests start here, with the first screen, not when the lower sections' code arrives.
 */
export function HomePage() {
  // Prices in the visitor's currency (PRODUCT.md §17): asked for once it is known.
  const { currency, ready } = useCatalogCurrency();
  const products = useProducts({ limit: homeProductLimit, ...(currency && { currency }) }, { enabled: ready });
  const reviews = useReviews();
  return (
    <div className="flex flex-col gap-16">
      <PageTitle title={homeTitle} />
      <h1 className="sr-only">{homeHeading}</h1>
      <Suspense fallback={<div className="min-h-[22rem] rounded-box md:min-h-[20rem]" aria-hidden="true" />}>
        <BannerCarousel />
      </Suspense>
      <OurProductsSection query={products} />
      <Suspense fallback={<div className="min-h-screen" aria-hidden="true" />}>
        <BelowTheFold products={products} reviews={reviews} />
      </Suspense>
    </div>
  );
}
