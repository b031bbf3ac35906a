// The quotes' four pages as one lazy entry (as features/cart/pages.ts): app/dashboard-routes.tsx
// loads them from here, so they share one chunk and none of them is in the first load.
export { ManageQuotesPage } from './manage-quotes-page.tsx';
export { MyQuotesPage } from './my-quotes-page.tsx';
export { NewQuotePage } from './new-quote-page.tsx';
export { QuotePage } from './quote-page.tsx';
