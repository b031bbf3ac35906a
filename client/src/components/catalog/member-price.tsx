import { amountCents } from '#shared/catalog/pricing.ts';
import { formatQuantity, formatUnitPrice, type Unit } from '#shared/catalog/units.ts';
import { discountedUnitCents } from '#shared/companies/company-rules.ts';
import { companies } from '#shared/messages/companies.ts';
import type { Product } from '#shared/catalog/product.schema.ts';
import { centsToDollars, dollarsToCents } from '#shared/money.ts';
import { PriceCurrencyProvider, useFormatPrice } from '../../lib/price-currency.ts';
import { useMemberDiscount } from '../../lib/queries/my-company.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

const t = companies.pages;

interface MemberPriceProps {
  /** The price after the price breaks, in cents (undefined: no valid quantity typed yet). */
  unitCents: number | undefined;
  /** With a quantity, the member's total for it too (in the product's unit). */
  quantity?: number | undefined;
  /** The product's unit; pieces when absent. */
  unit?: Unit | undefined;
}

/**
 * A company member's price beside the list price (docs/product/companies.md#contract-discount):
 * the shared discountedUnitCents over the price after the breaks, as the server will charge.
 * Nothing for a visitor or an account without a discount.
 */
export function MemberPrice({ unitCents, quantity, unit = 'pcs' }: MemberPriceProps) {
  const discount = useMemberDiscount();
  const price = useFormatPrice();
  // The server renders every page for a visitor (ADR 020): no member price. A card's price hydrates
  // when its code arrives, and by then the membership may have answered (another card asked for
  // it): rendering the discount while hydrating did not match the server's HTML, React's hydration
  // error once per card for a company member (issue 32). It shows from the render after hydration.
  const hydrated = useHydrated();
  if (!hydrated || discount <= 0 || unitCents === undefined) return null;
  const discounted = discountedUnitCents(unitCents, discount);
  const money = (cents: number) => price(centsToDollars(cents));
  return (
    <p className="text-sm font-semibold text-green-900" data-testid="member-price">
      {t.memberPriceNote(t.percent(discount))}: {formatUnitPrice(unit, money(discounted))}
      {quantity !== undefined &&
        ` × ${unit === 'pcs' ? quantity : formatQuantity(unit, quantity)} = ${money(amountCents(unit, discounted, quantity))}`}
    </p>
  );
}

/** A product card's member price: its list price per unit, discounted (the card is first-load code). */
export function ProductMemberPrice({ product }: { product: Product }) {
  return (
    <PriceCurrencyProvider value={product.currency ?? 'USD'}>
      <MemberPrice unitCents={dollarsToCents(product.price)} unit={product.unit} />
    </PriceCurrencyProvider>
  );
}
