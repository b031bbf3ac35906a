import type {
  CompaniesTable,
  CompanyAddressesTable,
  CompanyInvitationsTable,
  CompanyMembersTable,
  PurchaseOrderPaymentsTable,
} from '../modules/companies/companies.table.ts';
import type { ProfilesTable } from '../modules/accounts/profiles.table.ts';
import type { AccountsTable, SessionsTable, UsersTable } from '../modules/accounts/users.table.ts';
import type { ProductsTable } from '../modules/catalog/catalog.table.ts';
import type {
  LineAllocationsTable,
  LotAdjustmentsTable,
  LotBarsTable,
  LotsTable,
  RemnantsTable,
} from '../modules/catalog/lots.table.ts';
import type { OrdersTable } from '../modules/orders/orders.table.ts';
import type {
  PurchaseOrderCountsTable,
  PurchaseOrderEventsTable,
  PurchaseOrdersTable,
} from '../modules/orders/purchase-orders.table.ts';
import type { ShipmentLinesTable, ShipmentsTable } from '../modules/orders/shipments.table.ts';
import type { TestPaymentsTable, WebhookEventsTable } from '../modules/payments/payments.table.ts';
import type { CartCutsTable, CartLinesTable } from '../modules/cart/cart.table.ts';
import type { BuiltDocumentsTable } from '../modules/built-documents/built-documents.table.ts';
import type { DocumentsTable } from '../modules/documents/documents.table.ts';
import type { ImagesTable } from '../modules/images/images.table.ts';
import type { QuotesTable } from '../modules/quotes/quotes.table.ts';
import type { OutboxMessagesTable } from '../modules/outbox/outbox.table.ts';
import type { ReviewsTable } from '../modules/reviews/reviews.table.ts';
import type { StoreSettingsChangesTable, StoreSettingsTable } from '../modules/settings/settings.table.ts';
import type { ScreeningEntriesTable, ScreeningListsTable } from '../modules/compliance/compliance.table.ts';
import type { ConflictMineralsReportsTable } from '../modules/conflict-minerals/conflict-minerals.table.ts';
import type { TaxExemptionsTable } from '../modules/tax-standing/tax-exemptions.table.ts';

/** Every table the store owns, aggregated from the feature modules' `*.table.ts` files. */
export interface Database {
  products: ProductsTable;
  lots: LotsTable;
  lot_adjustments: LotAdjustmentsTable;
  line_allocations: LineAllocationsTable;
  lot_bars: LotBarsTable;
  remnants: RemnantsTable;
  orders: OrdersTable;
  purchase_orders: PurchaseOrdersTable;
  purchase_order_events: PurchaseOrderEventsTable;
  purchase_order_counts: PurchaseOrderCountsTable;
  purchase_order_payments: PurchaseOrderPaymentsTable;
  shipments: ShipmentsTable;
  shipment_lines: ShipmentLinesTable;
  companies: CompaniesTable;
  company_members: CompanyMembersTable;
  company_invitations: CompanyInvitationsTable;
  company_addresses: CompanyAddressesTable;
  cart_lines: CartLinesTable;
  cart_cuts: CartCutsTable;
  quotes: QuotesTable;
  documents: DocumentsTable;
  built_documents: BuiltDocumentsTable;
  images: ImagesTable;
  reviews: ReviewsTable;
  profiles: ProfilesTable;
  users: UsersTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  test_payments: TestPaymentsTable;
  webhook_events: WebhookEventsTable;
  outbox_messages: OutboxMessagesTable;
  store_settings: StoreSettingsTable;
  screening_entries: ScreeningEntriesTable;
  screening_lists: ScreeningListsTable;
  conflict_minerals_reports: ConflictMineralsReportsTable;
  store_settings_changes: StoreSettingsChangesTable;
  tax_exemptions: TaxExemptionsTable;
}
