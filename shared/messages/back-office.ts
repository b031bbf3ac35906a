import { localized } from '../i18n/localized.ts';
/**
 * Texts of the back office's overview and the reorder point (docs/product/back-office.md). Only
 * admin pages (loaded when opened), the server and tests read them, so they stay out of
 * `messages` (shared/messages.ts), which the web app's first load carries; import them from here.
 */
export const backOffice = localized(
  'backOffice',
  {
    menu: 'Overview',
    heading: 'Overview',
    loadFailed: 'The overview could not be loaded.',
    reorderPoint: 'Reorder point',
    reorderPointHint: 'Low on stock below this quantity. Empty = 3 × MOQ.',
    revenue: {
      heading: 'Revenue by month',
      rule: 'Paid and not refunded, by the month the order was placed (UTC); cancelled lines left out.',
      chartLabel: (from: string, to: string) => `Revenue by month from ${from} to ${to}, bar chart`,
      showTable: 'Show as table',
      hideTable: 'Hide table',
      caption: 'Revenue and paid purchase orders by month',
      month: 'Month',
      revenue: 'Revenue',
      orders: 'Paid orders',
      total: 'Last 12 months',
      none: 'No paid orders in the last 12 months yet.',
    },
    statuses: {
      heading: 'Purchase orders by status',
      caption: 'Purchase orders by status',
      status: 'Status',
      count: 'Orders',
      total: 'Total',
      countLink: (count: number, status: string) => `${count} ${status} purchase orders: open the list`,
      none: 'No purchase orders yet.',
    },
    topProducts: {
      heading: 'Top products',
      caption: 'Top products by revenue, last 12 months',
      product: 'Product',
      sku: 'SKU',
      revenue: 'Revenue',
      quantity: 'Quantity sold',
      none: 'No sales in the last 12 months yet.',
    },
    lowStock: {
      heading: 'Low stock',
      caption: 'Products below their reorder point, the lowest first',
      product: 'Product',
      sku: 'SKU',
      stock: 'In stock',
      reorderPoint: 'Reorder point',
      edit: (name: string) => `Edit ${name}`,
      count: (shown: number, all: number) =>
        shown === all
          ? `${all} products below their reorder point`
          : `${shown} of ${all} products below their reorder point`,
      none: 'No product is below its reorder point.',
    },
    quotes: {
      heading: 'Open quotes',
      requested: (count: number) => (count === 1 ? '1 request to answer' : `${count} requests to answer`),
      quoted: (count: number) => (count === 1 ? '1 quote waiting for the buyer' : `${count} quotes waiting for buyers`),
      caption: 'Requests waiting longest',
      number: 'Quote',
      buyer: 'Buyer',
      item: 'Item',
      quantity: 'Quantity',
      asked: 'Asked on',
      none: 'No quote is waiting for an answer.',
    },
  } as const,
  'back-office',
);
