import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Viewer } from '../../plugins/viewer.ts';
import { membershipOf } from './membership.ts';

/*
 * Who sees which purchase orders (ADR 016, "Visibility is one query helper"): a buyer their own,
 * a company admin every order of their company, a store admin all. Every purchase order route,
 * the documents of its lines and the card payment ask here. Membership is read per request, never
 * kept in the session, so a removed member loses the company's orders with their next request.
 */

export interface OrderAccess {
  viewerId: string;
  /** The store's admin: every order. */
  isStoreAdmin: boolean;
  /** The company whose orders the viewer sees as its admin; undefined for a buyer or no company. */
  adminOfCompanyId: string | undefined;
}

/** The facts of a purchase order head that decide who sees it. */
export interface OrderOwners {
  buyer_id: string | null;
  company_id: string | null;
}

/** Reads the viewer's company role (one query) to decide access for this request. */
export async function orderAccessOf(db: Kysely<Database>, viewer: Viewer): Promise<OrderAccess> {
  const membership = await membershipOf(db, viewer.id);
  return {
    viewerId: viewer.id,
    isStoreAdmin: viewer.isAdmin,
    adminOfCompanyId: membership?.role === 'admin' ? membership.companyId : undefined,
  };
}

/** The buyer's own order, or their company's when they are its admin (the store's admins aside). */
function isOwnOrCompanys(access: OrderAccess, order: OrderOwners): boolean {
  if (order.buyer_id !== null && order.buyer_id === access.viewerId) return true;
  return access.adminOfCompanyId !== undefined && order.company_id === access.adminOfCompanyId;
}

/** May read the order, its invoice and its lines' documents: its buyer, their company's admin, the store's admin. */
export function canSeePurchaseOrder(access: OrderAccess, order: OrderOwners): boolean {
  return access.isStoreAdmin || isOwnOrCompanys(access, order);
}

/**
 * May pay the order by card: its buyer, or an admin of the company it was placed for (who pays
 * every order of the company). The store's admin sees it but does not pay for the customer.
 */
export function canPayPurchaseOrder(access: OrderAccess, order: OrderOwners): boolean {
  return isOwnOrCompanys(access, order);
}

/**
 * The list's where-clause (GET /purchase-orders): the caller's own orders, or, for a company admin
 * who does not ask for `scope=mine`, theirs and every order of the company. A store admin's list of
 * all orders needs no clause: undefined.
 */
export function visiblePurchaseOrders(access: OrderAccess, scope: 'mine' | 'all' | undefined) {
  if (access.isStoreAdmin && scope !== 'mine') return undefined;
  const companyId = scope === 'mine' ? undefined : access.adminOfCompanyId;
  return (eb: ExpressionBuilder<Database, 'purchase_orders'>) =>
    companyId === undefined
      ? eb('purchase_orders.buyer_id', '=', access.viewerId)
      : eb.or([eb('purchase_orders.buyer_id', '=', access.viewerId), eb('purchase_orders.company_id', '=', companyId)]);
}
