import type { Selectable } from 'kysely';

export type TestPaymentStatus = 'requires_payment_method' | 'succeeded' | 'refunded';

export interface TestPaymentsTable {
  id: string;
  client_secret: string;
  order_id: string;
  amount_cents: number;
  currency: string;
  status: TestPaymentStatus;
  last_error: string | null;
  /** Set when the store refunded the payment (an admin cancelled the paid order). */
  refund_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface WebhookEventsTable {
  id: string;
  type: string;
  received_at: string;
}

export type TestPaymentRow = Selectable<TestPaymentsTable>;
