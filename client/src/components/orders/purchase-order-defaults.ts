import type { Profile } from '#shared/accounts/account.schema.ts';
import type { AddressAnswer } from '#shared/addresses/address-answer.schema.ts';
import { shipToFormValue } from './ship-to-values.ts';
import type { CheckoutInput } from '#shared/orders/purchase-order.schema.ts';
import type { incotermInputFields } from '#shared/orders/costs/order-costs.schema.ts';
import { useProfile } from '../../lib/queries/profile.ts';
import { type CompanyAddress, useMyCompany } from '../../lib/queries/my-company.ts';
import { useAuth } from '../../lib/session/auth-context.ts';

/** The company's ship-to addresses as the forms offer them: the default first, then as kept. */
export function shipToChoices<Address extends Pick<CompanyAddress, 'isDefault'>>(
  addresses: readonly Address[],
): Address[] {
  return [...addresses].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

/**
 * A placing form's first values: every field but the delivery terms, which the checkout adds, and
 * the end-use statement, which a form adds only when a controlled line ships abroad (PRODUCT.md §19).
 */
export type PurchaseOrderDefaults = Required<
  Omit<CheckoutInput, keyof typeof incotermInputFields | 'endUse' | 'oneHeatPerLine'>
>;

/**
 * What a form that places a purchase order starts with (docs/product/ordering.md#checkout): the
 * company's default ship-to address, else the profile's saved one, and the profile's phone; no PO
 * number, date or notes; save to the profile; pay by card. No Incoterm: the checkout shows the
 * store's default for the ship-to until the buyer picks one (PRODUCT.md §16).
 */
export function purchaseOrderDefaults(
  profile: (Pick<Profile, 'shipToAddress' | 'phone'> & Partial<Pick<Profile, 'shipTo'>>) | null,
  company: { addresses: readonly (CompanyAddress & Partial<AddressAnswer>)[] } | null,
): PurchaseOrderDefaults {
  const first = shipToChoices(company?.addresses ?? [])[0];
  const phone = profile?.phone ?? '';
  // Structured (PRODUCT.md §16) where the company's default or the saved address has structure.
  const shipTo = first
    ? shipToFormValue(first.line1 === undefined ? null : (first as AddressAnswer), first.address, phone)
    : shipToFormValue(profile?.shipTo, profile?.shipToAddress ?? '', phone);
  return {
    shipTo,
    poNumber: '',
    requestedDate: '',
    notes: '',
    saveShipTo: true,
    paymentMethod: 'card',
  };
}

/**
 * The signed-in buyer's prefill and company (null: in none) for the checkout and the Purchase
 * page. Pending until both reads answer: a form's default values are taken once, at its first render.
 */
export function usePurchaseOrderPrefill() {
  const { user } = useAuth();
  const profile = useProfile(user?.email ?? '');
  const company = useMyCompany();
  return {
    isPending: profile.isPending || company.isPending,
    company: company.data ?? null,
    defaults: purchaseOrderDefaults(profile.data ?? null, company.data ?? null),
  };
}
