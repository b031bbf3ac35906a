import type { UseQueryResult } from '@tanstack/react-query';
import { messages } from '#shared/messages/storefront.ts';
import type { ProductPage } from '../../../lib/queries/products.ts';
import { newProducts } from '../home-sizes.ts';
import { HomeSection } from './home-section.tsx';
import { ProductListState } from './product-list-state.tsx';

/** 'New produts' (the specification's spelling): list positions 5 up to 50. */
export function NewProductsSection({ query }: { query: UseQueryResult<ProductPage> }) {
  return (
    <HomeSection heading={messages.home.newProducts}>
      <ProductListState query={query} pick={newProducts} />
    </HomeSection>
  );
}
