import type { Product } from '#shared/catalog/product.schema.ts';
import { ProductCard } from './product-card.tsx';

interface ProductGridProps {
  products: Product[];
  /** How many leading cards load their picture eagerly (the first row when the grid is in view). */
  eagerCount?: number;
  headingLevel?: 2 | 3;
}

/** docs/product/screens.md: one column on small screens, two on medium, three on large. */
export function ProductGrid({ products, eagerCount = 0, headingLevel }: ProductGridProps) {
  return (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} eager={index < eagerCount} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
