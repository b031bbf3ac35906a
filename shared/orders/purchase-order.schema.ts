import { z } from 'zod';
import { phoneSchema } from '../accounts/phone.schema.ts';
import { messages } from '../messages.ts';
import { decimalsOf, units } from '../catalog/units.ts';
import { shipments as sm } from '../messages/shipments.ts';
import { unitTexts } from '../messages/units.ts';
import { complianceHoldSchema, endUseInputSchema, endUseSchema } from '../compliance/compliance.schema.ts';
import { orderStatuses } from './order-status.ts';
import { forms, metals } from '../catalog/taxonomy.ts';
import { orderLineKinds } from './order-line-kind.ts';
import { validation as v } from '../messages/validation.ts';
import { orderSearch } from '../messages/order-search.ts';
import { multiLine, oneLine } from '../text.schema.ts';
import { addressAnswerSchema } from '../addresses/address-answer.schema.ts';
import { addressOrText } from '../addresses/address-input.schema.ts';
import { incotermInputFields, orderCostFields } from './costs/order-costs.schema.ts';

const names = v.fieldNames;

const m = messages.purchaseOrders;

/**
 * A purchase order's life (docs/product/ordering.md): unpaid → paid → in_production → shipped →
 * delivered, or cancelled. Company accounts (docs/product/companies.md) add `pending_approval`
 * (a company buyer's order waiting for a company admin; its stock is taken) → unpaid or confirmed,
 * or `rejected` (final, stock returned); and `confirmed`, an order on account, fulfilled before it
 * is paid like a paid one.
 */
export const purchaseOrderStatuses = [
  'unpaid',
  'paid',
  'in_production',
  /** Some live lines (or part of one) have shipped, not all (PRODUCT.md §22). */
  'partially_shipped',
  'shipped',
  'delivered',
  'cancelled',
  'pending_approval',
  'confirmed',
  'rejected',
  /**
   * Held for export compliance (PRODUCT.md §19): a screening match or a controlled line to a review
   * destination. Its stock is taken; it is neither payable nor shippable until a store admin
   * releases it (back to the status it would have had) or refuses it (cancelled, stock returned).
   */
  'compliance_hold',
] as const;
export type PurchaseOrderStatus = (typeof purchaseOrderStatuses)[number];

/** Card (the default), or on account with the company's payment terms (docs/product/companies.md). */
export const paymentMethods = ['card', 'account'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const paymentStatuses = ['unpaid', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/**
 * What the timeline records: the placing, every status change, payments and refunds, and a mill
 * certificate attached to a line (docs/product/quotes.md#certificates).
 */
export const purchaseOrderEventTypes = [
  'placed',
  'paid',
  'in_production',
  /** A shipment that leaves something still to ship; `shipped` is the one that completes the order. */
  'partially_shipped',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
  'expired',
  'line_cancelled',
  'certificate_added',
  'approval_requested',
  'approved',
  'rejected',
  'invoiced',
  'payment_received',
  'overdue_reminder',
  /** A paid order cancelled: its refund is on its way (the outbox, issue 26); `refunded` follows. */
  'refund_requested',
  /** PRODUCT.md §19: held for export compliance at placement, then released or refused by a store admin. */
  'compliance_hold',
  'compliance_released',
  'compliance_refused',
] as const;
export type PurchaseOrderEventType = (typeof purchaseOrderEventTypes)[number];

/**
 * The statuses an admin moves a purchase order to by hand, and the ones each is reached from: an
 * order filled from stock ships without a production step; an order on account (`confirmed`) is
 * fulfilled like a paid one.
 */
export const fulfilmentSteps = {
  in_production: ['paid', 'confirmed'],
  shipped: ['paid', 'confirmed', 'in_production', 'partially_shipped'],
  delivered: ['shipped'],
} as const satisfies Record<string, readonly PurchaseOrderStatus[]>;

/**
 * What a caller may do with a purchase order (PRODUCT.md §22): the server lists them in each
 * answer's `allowedActions` from the rules its routes enforce (server/src/modules/orders/
 * order-actions.ts), and the web app shows exactly those. `release` and `refuse` decide an
 * export compliance hold (PRODUCT.md §19).
 */
export const purchaseOrderActions = [
  'pay',
  'cancel',
  'approve',
  'reject',
  'invoice',
  'production',
  'ship',
  'deliver',
  'recordPayment',
  'setFreight',
  'release',
  'refuse',
] as const;
export type PurchaseOrderAction = (typeof purchaseOrderActions)[number];

export const poNumberMaxLength = 35;

/** The store's order number as people read it: RM-000123. */
export function formatOrderNumber(number: number): string {
  return `RM-${String(number).padStart(6, '0')}`;
}

/** YYYY-MM-DD of a day, the way requested delivery dates travel. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: () => m.dateFormat })
  // A real day of the calendar: Date rolls 2030-02-31 over to March, so read it back.
  .refine(
    (value) => {
      const day = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
    },
    { error: () => m.dateFormat },
  );

// Multi-line on purpose: the checkout's textarea takes one address line per line, and the mails,
// the invoice and the packing list print it line by line, each indented under "Ship to".
export const shipToTextSchema = z
  .string({ error: () => messages.purchase.addressRequired })
  .trim()
  .min(1, { error: () => messages.purchase.addressRequired })
  .max(500)
  .check(multiLine(() => names.shipToAddress));

/**
 * The ship-to and its phone: structured (PRODUCT.md §16: line1, city, country, …) or, as SPEC.md's
 * purchase form and the first checkout send it, the old free text in `address`.
 */
export const shipToSchema = addressOrText({ phone: phoneSchema }, shipToTextSchema);
export type ShipToInput = z.output<typeof shipToSchema>;

/**
 * The checkout form and the body of POST /purchase-orders: the cart's lines come from the
 * server's cart, never from the client. `requestedDate` must not be in the past; the form checks
 * it against the buyer's today and the server against its own (`requestedDateProblem`).
 */
export const checkoutInputSchema = z.object({
  poNumber: z
    .string()
    .trim()
    // Before the length: a line break is the finding to report, whatever the length (issue 26).
    .check(oneLine(() => names.poNumber))
    .max(poNumberMaxLength, { error: () => m.poNumberTooLong(poNumberMaxLength) })
    .optional()
    .transform((value) => value || undefined),
  shipTo: shipToSchema,
  requestedDate: z
    .union([isoDateSchema, z.literal('')])
    .optional()
    .transform((value) => value || undefined),
  notes: z
    .string()
    .trim()
    .max(2000, { error: () => m.notesTooLong(2000) })
    .check(multiLine(() => names.notes))
    .optional()
    .default(''),
  /** Save the ship-to address and phone to the profile for the next checkout (default yes). */
  saveShipTo: z.boolean().optional().default(true),
  /** `account` needs the company's payment terms and credit (docs/product/companies.md#paying-on-account). */
  paymentMethod: z
    .enum(paymentMethods, { error: () => m.paymentMethod })
    .optional()
    .default('card'),
  /** Incoterms 2020 from the store's offered list, its named place, the buyer's carrier account (PRODUCT.md §16). */
  ...incotermInputFields,
  /** The end-use statement (PRODUCT.md §19): required when a controlled line ships abroad (400 without). */
  endUse: endUseInputSchema.optional(),
  /** PRODUCT.md §20: never split a line across heats (a cut line never is); 400 naming the line when no lot holds it. */
  oneHeatPerLine: z.boolean().optional(),
});
export type CheckoutInput = z.input<typeof checkoutInputSchema>;

/** Why a requested delivery date cannot be taken, given today's date (YYYY-MM-DD), or undefined. */
export function requestedDateProblem(requestedDate: string | undefined, today: string): string | undefined {
  if (requestedDate !== undefined && requestedDate < today) return m.dateInPast;
  return undefined;
}

/**
 * A form's schema plus the requested delivery date's check against the buyer's own today (the
 * checkout, accepting a quote); the server checks it again against its own.
 */
export function withRequestedDateCheck<S extends z.ZodType<{ requestedDate?: string | undefined }>>(
  schema: S,
  today: string,
) {
  return schema.superRefine((values, ctx) => {
    const problem = requestedDateProblem(values.requestedDate, today);
    if (problem) ctx.addIssue({ code: 'custom', path: ['requestedDate'], message: problem });
  });
}

export const purchaseOrderLineSchema = z.object({
  /** The line's id: the order of the original API that this line is. */
  _id: z.string(),
  lineNo: z.number().int(),
  productId: z.string().nullable(),
  sku: z.string().nullable(),
  name: z.string(),
  quantity: z.number(),
  unitPrice: z.number(),
  lineTotal: z.number(),
  /** The line's tax rate (percent) and amount, rounded half up per line (PRODUCT.md §16). */
  taxRate: z.number(),
  taxAmount: z.number(),
  /** The line as an order of the original API: unpaid, paid, shipped or cancelled. */
  status: z.enum(orderStatuses),
  heatNumber: z.string().nullable(),
  /** PRODUCT.md §20: what the line took from which heat lot (quantity in the line's unit); cancelling returns it there. */
  allocations: z.array(z.object({ lotId: z.string(), heatNumber: z.string(), quantity: z.number() })),
  /** The mill certificate of the material shipped on this line (docs/product/quotes.md#certificates). */
  certificate: z.object({ _id: z.string(), type: z.string(), name: z.string(), url: z.string() }).nullable(),
  /** The accepted quote the line was made from. */
  quoteId: z.string().nullable(),
  /** PRODUCT.md §15: quantity and unitPrice per this unit; a cut line's N × L and fee; the estimated weight. */
  unit: z.enum(units),
  cut: z.object({ pieces: z.number().int(), lengthMm: z.number().int(), cutFee: z.number() }).nullable(),
  weightKg: z.number().nullable(),
  /**
   * PRODUCT.md §22: what the line is. A made-to-order line is the quoted item (its description,
   * metal, form, grade, dimensions and lead time, the certificate asked for, the quote's drawing);
   * it took no stock and gives none back. Null where the catalog product says it.
   */
  kind: z.enum(orderLineKinds),
  madeToOrder: z.boolean(),
  description: z.string(),
  metal: z.enum(metals).nullable(),
  form: z.enum(forms).nullable(),
  grade: z.string().nullable(),
  dimensions: z.string().nullable(),
  leadTimeDays: z.number().int().nullable(),
  certificateRequired: z.string().nullable(),
  drawing: z.object({ _id: z.string(), name: z.string(), url: z.string() }).nullable(),
  /** How much of `quantity` (same unit) has shipped so far, over all shipments (PRODUCT.md §22). */
  shippedQuantity: z.number(),
  /** The product's standard and export facts as placed (PRODUCT.md §19); null where not known or made to order. */
  standard: z.string().nullable(),
  hsCode: z.string().nullable(),
  countryOfOrigin: z.string().nullable(),
  exportClassification: z.string().nullable(),
});
export type PurchaseOrderLine = z.infer<typeof purchaseOrderLineSchema>;

export const purchaseOrderEventSchema = z.object({
  at: z.string(),
  type: z.enum(purchaseOrderEventTypes),
  note: z.string().nullable(),
});
export type PurchaseOrderEvent = z.infer<typeof purchaseOrderEventSchema>;

/** A file of the order the buyer can download: the invoice, and each line's mill certificate. */
export const purchaseOrderDocumentSchema = z.object({
  type: z.enum(['invoice', 'certificate']),
  name: z.string(),
  /** Same-origin path of the file. */
  url: z.string(),
  /** A certificate's line. */
  lineId: z.string().optional(),
});
export type PurchaseOrderDocument = z.infer<typeof purchaseOrderDocumentSchema>;

/**
 * True once the order's invoice is issued: paid (or refunded after payment) by card, or placed on
 * account, whose invoice is issued when it is confirmed (an order on account still waiting for
 * approval, or rejected, has none).
 */
export function hasInvoice(order: {
  paymentStatus: PaymentStatus;
  paymentMethod?: PaymentMethod;
  status?: PurchaseOrderStatus;
}): boolean {
  if (order.paymentMethod === 'account') {
    // Held for export compliance (PRODUCT.md §19): invoiced when released, not before.
    return (
      order.status !== 'pending_approval' &&
      order.status !== 'rejected' &&
      order.status !== 'cancelled' &&
      order.status !== 'compliance_hold'
    );
  }
  return order.paymentStatus !== 'unpaid';
}

/** One shipment of a purchase order: its number within the order (1, 2, …), carrier, tracking and lines. */
export const shipmentSchema = z.object({
  _id: z.string(),
  number: z.number().int(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  shippedAt: z.string(),
  lines: z.array(
    z.object({
      lineId: z.string(),
      sku: z.string().nullable(),
      name: z.string(),
      /** In the line's unit; a cut line's whole pieces as metres. */
      quantity: z.number(),
      unit: z.enum(units),
    }),
  ),
});
export type Shipment = z.infer<typeof shipmentSchema>;

/** The bill-to of an order (PRODUCT.md §16), fixed when it is placed. */
export const billToSchema = z.object({
  name: z.string(),
  company: z.string().optional(),
  address: addressAnswerSchema,
  /** The company's tax IDs; empty for a buyer on their own. */
  taxIds: z.array(z.string()),
});
export type BillTo = z.infer<typeof billToSchema>;

export const purchaseOrderSchema = z.object({
  _id: z.string(),
  /** RM-000123. */
  number: z.string(),
  poNumber: z.string().nullable(),
  status: z.enum(purchaseOrderStatuses),
  paymentMethod: z.enum(paymentMethods),
  paymentStatus: z.enum(paymentStatuses),
  buyer: z.object({ email: z.string(), name: z.string(), company: z.string() }),
  /** The structured ship-to, its text of old in `address`, and the phone (PRODUCT.md §16). */
  shipTo: addressAnswerSchema.extend({ phone: z.string() }),
  /** Who the invoice bills: the buyer's company and its billing address, else the buyer and the ship-to. */
  billTo: billToSchema,
  requestedDate: z.string().nullable(),
  notes: z.string(),
  lines: z.array(purchaseOrderLineSchema),
  /**
   * What it costs (PRODUCT.md §16): `total` is goods + freight + tax of the lines that are not
   * cancelled (goods + tax while the freight is pending).
   */
  ...orderCostFields,
  /**
   * PRODUCT.md §17: units of `currency` per unit of the store's base, frozen at placement (1 for
   * the base). Every order answer carries it; optional in the schema only so that documents built
   * from older answers still read.
   */
  exchangeRate: z.number().optional(),
  /** Dollars still to pay: by card the unpaid lines with their tax, and the freight unless paid; on account what the invoice owes. */
  amountDue: z.number(),
  /** Under EXW and FCA: the buyer's account with their carrier, if given. */
  carrierAccount: z.string().nullable(),
  /** Who carries the freight the store quoted, and its note, as a store admin set them. */
  freightCarrier: z.string().nullable(),
  freightNote: z.string().nullable(),
  /** Estimated weight of the lines that are not cancelled, kg; null when none is known. */
  totalWeightKg: z.number().nullable(),
  /** The latest shipment's carrier and tracking number (see `shipments` for each). */
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** Every shipment, first first (PRODUCT.md §22). */
  shipments: z.array(shipmentSchema),
  transactionId: z.string().nullable(),
  refundId: z.string().nullable(),
  events: z.array(purchaseOrderEventSchema),
  documents: z.array(purchaseOrderDocumentSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The buyer's company when it was placed (docs/product/companies.md); null: on their own. */
  companyId: z.string().nullable(),
  /** On account: the terms granted when it was placed, and the day the invoice falls due. */
  paymentTerms: z.string().nullable(),
  dueDate: z.string().nullable(),
  /** Unpaid after its due day (on account). */
  overdue: z.boolean(),
  /** Dollars received so far (card and transfers) and still owed on the invoice. */
  amountPaid: z.number(),
  outstanding: z.number(),
  /** Who approved it (a company admin's account id) and when; why it was rejected. */
  approvedBy: z.string().nullable(),
  approvedAt: z.string().nullable(),
  rejectedReason: z.string().nullable(),
  /** The end-use statement given at checkout (PRODUCT.md §19); null when none was needed. */
  endUse: endUseSchema.nullable(),
  /** Why it is or was held for export compliance, and what was decided; null: never held. */
  compliance: complianceHoldSchema.nullable(),
  /** What the caller may do with it now, decided by the server (PRODUCT.md §22). */
  allowedActions: z.array(z.enum(purchaseOrderActions)),
});
export type PurchaseOrder = z.infer<typeof purchaseOrderSchema>;

/**
 * GET /purchase-orders: `scope=mine` gives an admin their own orders; buyers always get theirs.
 * `from` and `to` (YYYY-MM-DD, UTC, both days included) narrow to the orders placed in that range.
 */
export const purchaseOrderQuerySchema = z
  .object({
    status: z.enum(purchaseOrderStatuses).optional(),
    q: z
      .string()
      .trim()
      .max(100)
      .check(oneLine(() => names.search))
      .optional(),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    scope: z.enum(['mine', 'all']).optional(),
    page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
    pageSize: z.coerce.number().int().min(1).max(100).optional().default(20),
    /** Keyset paging: the orders after the page whose X-Next-Cursor this is (then `page` only names the page). */
    after: z.string().min(1).max(200).optional(),
  })
  .refine((query) => query.from === undefined || query.to === undefined || query.from <= query.to, {
    error: () => orderSearch.rangeBackwards,
    path: ['to'],
  });
export type PurchaseOrderQuery = z.input<typeof purchaseOrderQuerySchema>;

/** GET /purchase-orders: where the next page starts (`after`), absent on the last page. */
export const nextCursorHeader = 'x-next-cursor';

/** One line of a shipment: how much of it ships now, in the line's unit (POST /purchase-orders/{id}/ship). */
export const shipLineSchema = z.object({
  lineId: z.string().min(1).max(64),
  quantity: z
    .number({ error: () => sm.quantityPositive })
    .positive({ error: () => sm.quantityPositive })
    .refine((value) => decimalsOf(value) <= 3, { error: () => unitTexts.tooManyDecimals(v.quantity) }),
});
export type ShipLine = z.infer<typeof shipLineSchema>;

/**
 * POST /purchase-orders/{id}/ship: carrier and tracking number are both required
 * (docs/product/ordering.md#shipping); `lines` ships part of the order, all that remains when it is
 * left out. The ship dialog uses the same schema.
 */
export const shipInputSchema = z.object({
  carrier: z
    .string({ error: () => m.carrierRequired })
    .trim()
    .min(1, { error: () => m.carrierRequired })
    .max(100)
    .check(oneLine(() => names.carrier)),
  trackingNumber: z
    .string({ error: () => m.trackingRequired })
    .trim()
    .min(1, { error: () => m.trackingRequired })
    .max(100)
    .check(oneLine(() => names.trackingNumber)),
  lines: z
    .array(shipLineSchema)
    .min(1, { error: () => sm.emptyShipment })
    .max(500)
    .optional(),
});
export type ShipInput = z.infer<typeof shipInputSchema>;

/** POST /purchase-orders/{id}/pay: confirm a card payment of the order's unpaid lines. */
export const confirmPurchaseOrderPaymentSchema = z.object({
  transactionId: z
    .string({ error: () => messages.validation.transactionIdRequired })
    .min(1)
    .max(255)
    .check(oneLine(() => names.transactionId)),
});
