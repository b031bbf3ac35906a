import { localized } from '../i18n/localized.ts';
/**
 * The products page's filters, sort and views (docs/product/catalog.md). Apart from the
 * storefront's texts because only the products page (loaded when opened) shows them: the first
 * load carries the storefront's texts alone. `messages.catalog` (shared/messages.ts) has them too.
 */
export const catalogFilters = localized(
  'catalogFilters',
  {
    grade: 'Grade',
    standard: 'Standard',
    allGrades: 'All grades',
    allStandards: 'All standards',
    inStockOnly: 'In stock only',
    sizeMin: 'Size from (mm)',
    sizeMax: 'Size to (mm)',
    applySize: 'Apply',
    /** PRODUCT.md §23: a range for every dimension the catalog uses. */
    dimensions: 'Dimensions (mm)',
    dimensionLabels: {
      od: 'OD',
      wall: 'Wall',
      diameter: 'Diameter',
      thickness: 'Thickness',
      width: 'Width',
      length: 'Length',
    },
    dimensionMin: (label: string) => `${label} from (mm)`,
    dimensionMax: (label: string) => `${label} to (mm)`,
    applyDimensions: 'Apply dimensions',
    /** The list view's quantity field, named for its product (one per row). */
    rowQuantity: (name: string) => `Quantity of ${name}`,
    sort: 'Sort by',
    sortLabels: {
      relevance: 'Relevance',
      'price-asc': 'Price: low to high',
      'price-desc': 'Price: high to low',
      name: 'Name',
      newest: 'Newest',
      'stock-asc': 'Stock: low to high',
      'stock-desc': 'Stock: high to low',
    },
    view: 'View',
    gridView: 'Cards',
    listView: 'List',
    invalidFilters: 'These filters are not valid, so no products can be shown.',
    listCaption: 'Products matching the filters',
    columns: {
      sku: 'SKU',
      name: 'Name',
      grade: 'Grade',
      standard: 'Standard',
      size: 'Size (mm)',
      stock: 'Stock',
      price: 'Price',
      moq: 'MOQ',
      quantity: 'Quantity',
      order: 'Order',
    },
  } as const,
  'catalog-filters',
);
