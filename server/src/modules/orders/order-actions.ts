import { companyOrders } from '#shared/messages/company-orders.ts';
import { complianceHolds } from '#shared/messages/compliance-holds.ts';
import { freightTexts } from '#shared/messages/costs.ts';
import { messages } from '#shared/messages.ts';
import { shipments } from '#shared/messages/shipments.ts';
import { lineMayShip, remainingBase } from '#shared/orders/shipping.ts';
import {
  fulfilmentSteps,
  hasInvoice,
  type PurchaseOrderAction,
  type PurchaseOrderStatus,
} from '#shared/orders/purchase-order.schema.ts';
import { badRequest, conflict, forbidden, type HttpError } from '../../http-errors.ts';
import { unitOf } from '../catalog/index.ts';
import { canPayPurchaseOrder, type OrderAccess, invoicedStatuses } from '../companies/index.ts';
import { amountDueCents } from './amount-due.ts';
import { moneyIn } from './order-money.ts';
import { certifiedLines, missingCertificate } from './required-certificate.ts';
import { statusWords } from './status-words.ts';
import type { PurchaseOrderDetail } from './purchase-orders.repository.ts';

/*
 * What a caller may do with a purchase order they can see (PRODUCT.md §22, issue 27): one rule per
 * action, answering why not (the HTTP error its route answers) or undefined when it is allowed.
 * Each action's route throws the rule's refusal (`assertAllowed`) and every answer lists the
 * actions whose rule passes (`allowedActions`), so what the web app offers is what the server
 * accepts, by construction. Races are still settled by each write's conditional UPDATE.
 */

type Facts = PurchaseOrderDetail;
type Rule = (access: OrderAccess, order: Facts) => HttpError | undefined;

/** Every action has its route now (release and refuse: PRODUCT.md §19). */
type ExistingAction = PurchaseOrderAction;

const freightPending = (head: Facts['head']) => head.freight_status === 'pending';

const isBuyer = (access: OrderAccess, head: Facts['head']) =>
  head.buyer_id !== null && head.buyer_id === access.viewerId;

/** Card payment (POST /create-payment-intent): its buyer or their company's admin, while something is owed. */
const pay: Rule = (access, order) => {
  const { head } = order;
  if (!canPayPurchaseOrder(access, head)) return forbidden();
  if (head.status === 'compliance_hold') return conflict(complianceHolds.notPayableHeld);
  if (head.payment_method === 'account') {
    // An invoice on account may be paid by card once confirmed (docs/product/companies.md#paying-on-account).
    if (!(invoicedStatuses as readonly string[]).includes(head.status))
      return conflict(messages.purchaseOrders.notPayable);
  } else if (head.status !== 'unpaid') {
    const closed = head.status === 'cancelled' || head.status === 'rejected' || head.status === 'pending_approval';
    return conflict(closed ? messages.purchaseOrders.notPayable : messages.payment.alreadyPaid);
  }
  // PRODUCT.md §16: nothing is paid before the store has quoted the freight.
  if (freightPending(head)) return conflict(freightTexts.payAfterFreight);
  if (amountDueCents(order) === 0) return conflict(messages.purchaseOrders.nothingToPay);
  return undefined;
};

/** The freight of an order whose freight is pending (PRODUCT.md §16): the store's admin, while the order is open. */
const setFreight: Rule = (access, { head }) => {
  if (!access.isStoreAdmin) return forbidden(freightTexts.onlyStoreAdmin);
  if (head.status === 'cancelled' || head.status === 'rejected')
    return conflict(freightTexts.closed(statusWords[head.status]));
  if (!freightPending(head)) return conflict(freightTexts.notPending);
  return undefined;
};

const cancellable: readonly PurchaseOrderStatus[] = [
  'unpaid',
  'pending_approval',
  // Held for export compliance: nothing is paid yet, its buyer may withdraw it (PRODUCT.md §19).
  'compliance_hold',
  'paid',
  'in_production',
  'confirmed',
];

/**
 * Cancel (docs/product/ordering.md): its buyer while nothing is paid (waiting for approval too),
 * the store's admin until it ships (with a refund when paid). A company admin sees a colleague's
 * order but does not cancel it for them.
 */
const cancel: Rule = (access, { head, lines }) => {
  if (!access.isStoreAdmin && !isBuyer(access, head)) return forbidden();
  // An order on account with money received is settled with the company, not cancelled here; once
  // anything has shipped (a part of a line too) the metal is gone and the order stays.
  const shippedAny = lines.some((line) => line.status === 'shipped' || Number(line.shipped_quantity) > 0);
  if (!cancellable.includes(head.status) || Number(head.amount_paid_cents) > 0 || shippedAny) {
    return conflict(messages.purchaseOrders.cannotCancel(statusWords[head.status]));
  }
  // Confirmed on account, or any line paid: the store's decision.
  const paid = head.status === 'confirmed' || lines.some((line) => line.status === 'paid');
  if (paid && !access.isStoreAdmin) return forbidden(messages.orders.paidCancelByStore);
  return undefined;
};

/** Approve or reject (docs/product/companies.md#approvals): a company admin of its company, never on their own order. */
const decide: Rule = (access, order) => {
  const { head } = order;
  if (isBuyer(access, head)) return forbidden(companyOrders.ownOrder);
  if (head.company_id === null || access.adminOfCompanyId !== head.company_id) {
    return forbidden(companyOrders.onlyCompanyAdmin);
  }
  if (head.status !== 'pending_approval') return conflict(companyOrders.notPendingApproval(statusWords[head.status]));
  return undefined;
};

const invoice: Rule = (_access, { head }) => {
  if (freightPending(head)) return conflict(freightTexts.invoiceAfterFreight);
  return hasInvoice({ paymentStatus: head.payment_status, paymentMethod: head.payment_method, status: head.status })
    ? undefined
    : conflict(messages.purchaseOrders.invoiceNotYet);
};

/** A fulfilment step by the store's admin, from the statuses `fulfilmentSteps` names. */
const step =
  (to: keyof typeof fulfilmentSteps): Rule =>
  (access, { head }) => {
    if (!access.isStoreAdmin) return forbidden();
    if (!(fulfilmentSteps[to] as readonly PurchaseOrderStatus[]).includes(head.status)) {
      return conflict(messages.purchaseOrders.cannotMove(statusWords[head.status], statusWords[to]));
    }
    return undefined;
  };

/** Money received by transfer (store admins): an open invoice on account that still owes something. */
const recordPayment: Rule = (access, order) => {
  const { head } = order;
  if (!access.isStoreAdmin) return forbidden();
  if (head.payment_method !== 'account') return conflict(companyOrders.notOnAccount);
  if (!(invoicedStatuses as readonly string[]).includes(head.status)) {
    return conflict(companyOrders.notPayableNow(statusWords[head.status]));
  }
  // Paid in full: any amount is more than it owes (400, as a too-large transfer is).
  if (amountDueCents(order) === 0) return badRequest(companyOrders.overpaid(moneyIn(head.currency, 0)));
  return undefined;
};

/**
 * Ship (PRODUCT.md §22): the store's admin, from a shippable status (partially shipped too) while
 * some live line still has something to ship that may ship now (shared/orders/shipping.ts) and,
 * when it requires a certificate, has one (§20). When every such line still misses its
 * certificate, the refusal names the first; a line without its certificate is refused by the ship
 * command itself when it is among the lines shipped (ship-lines.ts).
 */
const ship: Rule = (access, order) => {
  const refusal = step('shipped')(access, order);
  if (refusal) return refusal;
  const toShip = order.lines.filter((line) => {
    const shippable = {
      status: line.status,
      unit: unitOf(line),
      quantity: Number(line.quantity),
      shippedQuantity: Number(line.shipped_quantity),
      lengthMm: line.length_mm === null ? null : Number(line.length_mm),
    };
    return lineMayShip(shippable, order.head.payment_method) && remainingBase(shippable) > 0;
  });
  if (toShip.length === 0) return conflict(shipments.nothingToShip);
  const certified = certifiedLines(order.certificates);
  const missing = toShip.map((line) => missingCertificate(line, certified));
  return missing.every((one) => one !== undefined) ? missing[0] : undefined;
};

/**
 * Release or refuse a compliance hold (PRODUCT.md §19): the store's admins only, while the order
 * is held. Its buyer and their company's admin see the hold but do not decide it.
 */
const decideHold: Rule = (access, { head }) => {
  if (!access.isStoreAdmin) return forbidden(complianceHolds.onlyStoreAdmin);
  if (head.status !== 'compliance_hold') return conflict(complianceHolds.notHeld(statusWords[head.status]));
  return undefined;
};

const rules: Record<ExistingAction, Rule> = {
  pay,
  cancel,
  approve: decide,
  reject: decide,
  invoice,
  production: step('in_production'),
  ship,
  deliver: step('delivered'),
  recordPayment,
  setFreight,
  release: decideHold,
  refuse: decideHold,
};

/** Why the caller may not take this action now (the error its route answers), or undefined. */
export function refusalOf(action: ExistingAction, access: OrderAccess, order: Facts): HttpError | undefined {
  return rules[action](access, order);
}

/** Throws the action's refusal: every action's route calls this before it writes. */
export function assertAllowed(action: ExistingAction, access: OrderAccess, order: Facts): void {
  const refusal = refusalOf(action, access, order);
  if (refusal) throw refusal;
}

/** The actions the caller may take now, in the order of `purchaseOrderActions`. */
export function allowedActions(access: OrderAccess, order: Facts): PurchaseOrderAction[] {
  return (Object.keys(rules) as ExistingAction[]).filter((action) => rules[action](access, order) === undefined);
}
