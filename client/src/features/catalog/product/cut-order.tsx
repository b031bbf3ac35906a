import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { CutToLength } from '#shared/catalog/cut.ts';
import type { Product } from '#shared/catalog/product.schema.ts';
import { messages } from '#shared/messages.ts';
import { cart as cartTexts } from '#shared/messages/cart.ts';
import { unitPages } from '#shared/messages/unit-pages.ts';
import { paths } from '#shared/routes.ts';
import { type CertificateRequirement, requirementOfProduct } from '#shared/orders/certificate-required.ts';
import { CertificateSelect } from '../../../components/catalog/certificate-select.tsx';
import { CutFields } from '../../../components/catalog/cut-fields.tsx';
import { MemberPrice } from '../../../components/catalog/member-price.tsx';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { PriceBreaksTable } from '../../../components/ui/price-breaks-table.tsx';
import { addCut } from '../../../lib/cart/add-cut.ts';
import { HeatSelect } from '../../../lib/cart/heat-select.tsx';
import { firstCutLength, quoteCut } from '../../../lib/cut-quote.ts';
import { useAuth } from '../../../lib/session/auth-context.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';

const t = messages.productPage;

/**
 * The product page's order for a product cut to length (PRODUCT.md §15): the price breaks in
 * metres, pieces × length with the live price and weight, and Add to cart (POST /cart/cuts). A
 * visitor is asked to sign in first and comes back here; Order this product opens the Purchase
 * page, which takes a cut too.
 */
export function CutOrder({ product }: { product: Product & { cutToLength: CutToLength } }) {
  const { user } = useAuth();
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  const [pieces, setPieces] = useState('1');
  const [length, setLength] = useState(() => String(firstCutLength(product.cutToLength)));
  const [busy, setBusy] = useState(false);
  // PRODUCT.md §20: the buyer may require the product's own certificate with the cut.
  const [certificate, setCertificate] = useState<CertificateRequirement>('none');
  // PRODUCT.md §20: and cut it from a public heat (null: any heat, the oldest lots first).
  const [heat, setHeat] = useState<string | null>(null);
  const quote = quoteCut(product, pieces, length);
  const inStock = product.total >= product.minimum && product.total > 0;
  const add = async () => {
    if (!quote.request) return;
    setBusy(true);
    await addCut(queryClient, product, quote.request, certificate, heat);
    setBusy(false);
  };
  return (
    <>
      <div className="flex flex-col gap-1">
        <h3 className="font-semibold">{t.priceBreaks}</h3>
        <PriceBreaksTable
          price={product.price}
          minimum={product.minimum}
          priceBreaks={product.priceBreaks}
          quantity={quote.quantityM}
          unit="m"
        />
      </div>
      <CutFields
        cutToLength={product.cutToLength}
        pieces={pieces}
        length={length}
        onPieces={setPieces}
        onLength={setLength}
        quote={quote}
      />
      {/* A company member's metre price; the cut fee is not discounted (shared/catalog/cut.ts). */}
      <MemberPrice unitCents={quote.unitPriceCents} unit="m" />
      {inStock && user && (
        <CertificateSelect
          choice={requirementOfProduct(product.certificate)}
          value={certificate}
          onChange={setCertificate}
        />
      )}
      {inStock && user && <HeatSelect productId={product._id} unit="m" value={heat} onChange={setHeat} />}
      {inStock &&
        (user ? (
          <div className="flex flex-wrap gap-2">
            <BusyButton
              type="button"
              busy={busy}
              disabled={!quote.request || !hydrated}
              aria-busy={!hydrated || undefined}
              className="btn btn-primary grow"
              onClick={() => void add()}
            >
              {cartTexts.addToCart}
            </BusyButton>
            <Link to={paths.purchase(product._id)} className="btn btn-outline grow">
              {t.buy}
            </Link>
          </div>
        ) : (
          <div className="flex flex-col gap-2">
            <p id="cut-sign-in" className="text-sm">
              {unitPages.cutSignIn}
            </p>
            <Link
              to={paths.signIn}
              state={{ from: paths.product(product._id) }}
              className="btn btn-primary"
              aria-describedby="cut-sign-in"
            >
              {unitPages.signInToCut}
            </Link>
          </div>
        ))}
    </>
  );
}
