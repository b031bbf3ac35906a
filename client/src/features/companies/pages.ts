// The company pages as one lazy entry (as features/quotes/pages.ts): app/dashboard-routes.tsx and
// app/routes.tsx (the join page) load them from here, so none of them is in the first load.
export { ApprovalsPage } from './approvals-page.tsx';
export { CompanyPage } from './company-page.tsx';
export { JoinPage } from './join-page.tsx';
export { ManageCompaniesPage } from './manage-companies-page.tsx';
export { StatementPage } from './statement-page.tsx';
