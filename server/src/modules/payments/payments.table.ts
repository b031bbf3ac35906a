import type { Selectable } from 'kysely';

export type TestPaymentStatus = 'requires_payment_method' | 'succeeded';

export interface TestPaymentsTable {
  id: string;
  client_secret: string;
  order_id: string;
  amount_cents: number;
  currency: string;
  status: TestPaymentStatus;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

export interface WebhookEventsTable {
  id: string;
  type: string;
  received_at: string;
}

export type TestPaymentRow = Selectable<TestPaymentsTable>;
