import { PageTitle } from '../../components/ui/page-title.tsx';
import { useProducts } from '../catalog/api/get-products.ts';
import { useReviews } from '../reviews/api/get-reviews.ts';
import { AboutSection } from './components/about-section.tsx';
import { BannerCarousel } from './components/banner-carousel.tsx';
import { NewProductsSection } from './components/new-products-section.tsx';
import { OurProductsSection } from './components/our-products-section.tsx';
import { OverviewStrip } from './components/overview-strip.tsx';
import { ReviewsSection } from './components/reviews-section.tsx';
import { homeHeading, homeTitle } from './home-content.ts';
import { homeProductLimit } from './home-sizes.ts';
import { useHashScroll } from './use-hash-scroll.ts';

/**
 * SPEC.md §2 home page, its sections in SPEC order. One products request serves both product
 * sections, loaded once (PRODUCT.md §7 drops the original's refetch loop); reviews load once too.
 */
export function HomePage() {
  const products = useProducts({ limit: homeProductLimit });
  const reviews = useReviews();
  useHashScroll(!products.isPending && !reviews.isPending);
  return (
    <div className="flex flex-col gap-16">
      <PageTitle title={homeTitle} />
      <h1 className="sr-only">{homeHeading}</h1>
      <BannerCarousel />
      <OurProductsSection query={products} />
      <OverviewStrip />
      <NewProductsSection query={products} />
      <ReviewsSection query={reviews} />
      <AboutSection />
    </div>
  );
}
