import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { messages } from '#shared/messages/storefront.ts';
import { paths } from '#shared/routes.ts';
import type { ProductPage } from '../../../lib/queries/products.ts';
import { ourProducts } from '../home-sizes.ts';
import { HomeSection } from './home-section.tsx';
import { ProductListState } from './product-list-state.tsx';

/** 'Our Products': the first 4 products and a 'See All' button to the products page. */
export function OurProductsSection({ query }: { query: UseQueryResult<ProductPage> }) {
  const seeAll = (
    <Link to={paths.products} className="btn btn-outline btn-primary">
      {messages.home.seeAll}
    </Link>
  );
  return (
    <HomeSection heading={messages.home.ourProducts} action={seeAll}>
      <ProductListState query={query} pick={ourProducts} eagerCount={3} />
    </HomeSection>
  );
}
