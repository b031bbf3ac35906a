import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { remnantsUi as t } from '#shared/messages/remnants-ui.ts';
import type { Remnant } from '#shared/remnants/remnant.schema.ts';
import { paths } from '#shared/routes.ts';
import { addRemnant } from '../../lib/remnants/remnants-api.ts';
import { useAuth } from '../../lib/session/auth-context.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { BusyButton } from '../ui/busy-button.tsx';

/**
 * Add to cart of one remnant (POST /cart/remnants/{id}), sold whole: a remnant lives only in a
 * signed-in buyer's cart (the server holds it for them), so a visitor is asked to sign in and
 * comes back to this page. One already in the caller's cart says so and links to the cart.
 */
export function RemnantBuy({ remnant, describedBy }: { remnant: Remnant; describedBy?: string }) {
  const { user, isLoading } = useAuth();
  const hydrated = useHydrated();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (hydrated && !isLoading && !user) {
    return (
      <Link
        to={paths.signIn}
        state={{ from: `${location.pathname}${location.search}` }}
        className="btn btn-outline btn-sm"
        aria-describedby={describedBy}
      >
        {t.signInToBuy}
      </Link>
    );
  }
  if (remnant.inCart) {
    return (
      <Link to={paths.cart} className="link whitespace-nowrap" aria-describedby={describedBy}>
        {t.inYourCart}
      </Link>
    );
  }
  const add = async () => {
    setBusy(true);
    await addRemnant(queryClient, remnant);
    setBusy(false);
  };
  return (
    <BusyButton
      type="button"
      busy={busy}
      spinner="xs"
      // Whose cart it goes to is known once the session has answered.
      disabled={!hydrated || isLoading}
      aria-busy={!hydrated || isLoading || undefined}
      className="btn btn-primary btn-sm whitespace-nowrap"
      aria-describedby={describedBy}
      onClick={() => void add()}
    >
      {t.addToCart}
    </BusyButton>
  );
}
