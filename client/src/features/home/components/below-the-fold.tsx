import type { UseQueryResult } from '@tanstack/react-query';
import type { Review } from '#shared/reviews/review.schema.ts';
import type { ProductPage } from '../../../lib/queries/products.ts';
import { useHashScroll } from '../use-hash-scroll.ts';
import { AboutSection } from './about-section.tsx';
import { NewProductsSection } from './new-products-section.tsx';
import { OverviewStrip } from './overview-strip.tsx';
import { ReviewsSection } from './reviews-section.tsx';

interface BelowTheFoldProps {
  products: UseQueryResult<ProductPage>;
  reviews: UseQueryResult<Review[]>;
}

/**
 * The home page's sections under the first screen, in the specification's order. Their code is a chunk of
 * its own that loads right after the first one, keeping the first load under its budget (the performance targets).
 */
export function BelowTheFold({ products, reviews }: BelowTheFoldProps) {
  // Here, not in the page: the "#about" target exists only once this chunk has rendered.
  useHashScroll(!products.isPending && !reviews.isPending);
  return (
    <>
      <OverviewStrip />
      <NewProductsSection query={products} />
      <ReviewsSection query={reviews} />
      <AboutSection />
    </>
  );
}
