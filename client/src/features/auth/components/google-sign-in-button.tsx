import { useState } from 'react';
import { messages } from '#shared/messages.ts';
import { useAuthProviders } from '../api/get-auth-providers.ts';
import { isGoogleNotConfigured, useStartGoogleSignIn } from '../api/sign-in-google.ts';
import { useReturnTo } from '../use-complete-sign-in.ts';

function GoogleLogo() {
  return (
    <svg viewBox="0 0 48 48" width="20" height="20" aria-hidden="true">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9 3.5l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.6 13.3l7.8 6C12.3 13.6 17.7 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.5 5.8c4.4-4 6.8-10 6.8-17.2z"
      />
      <path
        fill="#FBBC05"
        d="M10.4 28.7c-.5-1.4-.8-3-.8-4.7s.3-3.2.8-4.7l-7.8-6C.9 16.6 0 20.2 0 24s.9 7.4 2.6 10.7l7.8-6z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.5-5.8c-2.1 1.4-4.8 2.3-8.4 2.3-6.3 0-11.7-4.1-13.6-9.8l-7.8 6C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}

/**
 * "Continue With Google" (docs/product/screens.md). Sends the browser to Google, which brings it back signed in
 * to the page sign-in should return to. When the store has no Google client the button says so
 * instead (docs/product/rules.md#identity).
 */
export function GoogleSignInButton() {
  const returnTo = useReturnTo();
  const start = useStartGoogleSignIn();
  const providers = useAuthProviders();
  // Known up front from /auth/providers; a 404 on click (an older server) still says so.
  const [refused, setRefused] = useState(false);
  const notConfigured = refused || providers.data?.google === false;

  const onClick = () => {
    if (notConfigured || start.isPending) return;
    start.mutate(returnTo, {
      onError: (error) => {
        if (isGoogleNotConfigured(error)) setRefused(true);
      },
    });
  };

  // The live region announces the new label when the store turns out to have no Google sign-in.
  return (
    <div aria-live="polite">
      <button
        type="button"
        // daisyUI greys disabled buttons out to 20% ink; this one has a message to read.
        className="btn h-auto min-h-10 w-full gap-2 border-base-300 bg-base-100 py-2 aria-disabled:text-base-content/80"
        aria-disabled={notConfigured || undefined}
        onClick={onClick}
      >
        {start.isPending || start.isSuccess ? (
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        ) : (
          <GoogleLogo />
        )}
        {notConfigured ? messages.accounts.googleNotConfigured : messages.identity.continueWithGoogle}
      </button>
    </div>
  );
}
