import type { ComplianceHold, HoldReason } from '#shared/compliance/compliance.schema.ts';
import type { PurchaseOrderStatus } from '#shared/orders/purchase-order.schema.ts';

/**
 * What `purchase_orders.compliance_json` keeps (migration 025): the hold as answered, and the
 * status a release puts the order in (the one it would have had: unpaid, confirmed or waiting for
 * its company's approval).
 */
export interface ComplianceHoldFacts extends ComplianceHold {
  resumeStatus: PurchaseOrderStatus;
  /** Why the order would have waited for its company's approval: asked for when it is released. */
  approvalReason?: string;
}

export function complianceHoldFacts(json: string | null): ComplianceHoldFacts | null {
  return json === null ? null : (JSON.parse(json) as ComplianceHoldFacts);
}

/** The hold as every order answer carries it; the status a release resumes stays inside. */
export function complianceHoldOf(json: string | null): ComplianceHold | null {
  const facts = complianceHoldFacts(json);
  if (!facts) return null;
  const { resumeStatus: _resume, approvalReason: _reason, ...hold } = facts;
  return hold;
}

/** A new hold, as placement writes it. */
export function newHold(
  reasons: HoldReason[],
  resumeStatus: PurchaseOrderStatus,
  approvalReason?: string,
): ComplianceHoldFacts {
  return {
    reasons,
    state: 'held',
    decidedAt: null,
    decidedBy: null,
    note: null,
    resumeStatus,
    ...(approvalReason === undefined ? {} : { approvalReason }),
  };
}
