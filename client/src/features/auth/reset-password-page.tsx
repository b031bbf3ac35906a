import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { resetPasswordSchema } from '#shared/accounts/account.schema.ts';
import { getErrorMessage } from '#shared/error-message.ts';
import { messages } from '#shared/messages.ts';
import { paths } from '#shared/routes.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useResetPassword } from './api/reset-password.ts';
import { useAuth } from '../../lib/session/auth-context.ts';
import { AuthCard } from './components/auth-card.tsx';
import { FormAlert } from './components/form-alert.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { BusyButton } from '../../components/ui/busy-button.tsx';

const t = messages.identity;

interface NewPasswordInput {
  password: string;
}

function InvalidLink() {
  return (
    <div className="flex flex-col gap-4">
      <div role="alert" className="alert border-error/60 bg-error/10 text-base-content">
        <span>{t.resetLinkInvalid}</span>
      </div>
      <Link to={paths.signIn} className="btn btn-primary self-start">
        {t.backToSignIn}
      </Link>
    </div>
  );
}

/**
 * /reset-password: where the mailed link lands, via the server, as ?token=… (or ?error=… when
 * the token is unknown or expired). A new password ends every session of the account.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const reset = useResetPassword();
  const [linkInvalid, setLinkInvalid] = useState(!token || params.has('error'));
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<NewPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await reset.mutateAsync({ token: token ?? '', newPassword: password });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'INVALID_TOKEN') setLinkInvalid(true);
      else setFailure(getErrorMessage(error));
      return;
    }
    toast.success(t.passwordChanged);
    // The reset ended this browser's session too, if it had one.
    await refresh();
    await navigate(paths.signIn, { replace: true });
  });

  return (
    <AuthCard title={t.newPasswordHeading} intro={linkInvalid ? undefined : t.newPasswordIntro}>
      {linkInvalid ? (
        <InvalidLink />
      ) : (
        <form className="flex flex-col gap-4" noValidate onSubmit={(event) => void onSubmit(event)}>
          <FormAlert message={failure} />
          <TextField
            label={t.password}
            type="password"
            autoComplete="new-password"
            aria-required="true"
            error={formState.errors.password?.message}
            registration={register('password')}
          />
          <BusyButton busy={formState.isSubmitting} type="submit" className="btn btn-primary">
            {t.saveNewPassword}
          </BusyButton>
        </form>
      )}
    </AuthCard>
  );
}
