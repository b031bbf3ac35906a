import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { getErrorMessage } from '#shared/error-message.ts';
import { messages } from '#shared/messages.ts';
import { paths } from '#shared/routes.ts';
import { useSendVerificationEmail } from './api/send-verification-email.ts';
import { useAuth } from '../../lib/session/auth-context.ts';
import { AuthCard } from './components/auth-card.tsx';
import { FormAlert } from './components/form-alert.tsx';

const t = messages.identity;

/** Better Auth's error codes on the verification redirect (?error=…), as the buyer should read them. */
function failureText(error: string): string {
  return error === 'TOKEN_EXPIRED' ? t.verificationExpired : t.verificationInvalid;
}

/** A failed link: a signed-in buyer asks for a new one here; anyone else signs in first. */
function NewLink() {
  const { user } = useAuth();
  const send = useSendVerificationEmail();
  if (!user) {
    return (
      <Link to={paths.signIn} className="link link-primary">
        {t.verificationSignInForNewLink}
      </Link>
    );
  }
  if (send.isSuccess) {
    return (
      <div role="status" className="alert border-success/60 bg-success/10 text-base-content">
        <span>{t.verificationLinkSent(user.email)}</span>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      {send.isError && <FormAlert message={getErrorMessage(send.error)} />}
      <button
        type="button"
        className="btn btn-outline self-start"
        disabled={send.isPending}
        onClick={() => send.mutate(user.email)}
      >
        {t.sendNewVerificationLink}
      </button>
    </div>
  );
}

/**
 * /verify-email: where the link mailed at sign-up lands once the server has checked it. Without
 * `?error=` the address is verified (and an ADMIN_EMAILS account now has its admin rights, which
 * the session is re-read for).
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const error = params.get('error');
  const { refresh } = useAuth();
  useEffect(() => {
    if (!error) void refresh();
  }, [error, refresh]);
  return (
    <AuthCard title={t.verifyEmailHeading}>
      {error ? (
        <>
          <div role="alert" className="alert border-error/60 bg-error/10 text-base-content">
            <span>{failureText(error)}</span>
          </div>
          <NewLink />
        </>
      ) : (
        <div role="status" className="alert border-success/60 bg-success/10 text-base-content">
          <span>{t.emailVerified}</span>
        </div>
      )}
      <Link to={paths.home} className="btn btn-primary self-start">
        {t.continueShopping}
      </Link>
    </AuthCard>
  );
}
