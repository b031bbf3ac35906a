import { companies } from '#shared/messages/companies.ts';
import { useMemberDiscount } from '../../../lib/queries/my-company.ts';

const t = companies.pages;

/**
 * The signed-in cart's prices come from the server already at the member's price (the discount is
 * never applied twice here); this only says so.
 */
export function MemberPriceNote() {
  const discount = useMemberDiscount();
  if (discount <= 0) return null;
  return (
    <p className="text-sm font-semibold text-green-900" data-testid="member-price">
      {t.checkout.memberPrice(t.percent(discount))}
    </p>
  );
}
