import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearchParams } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import type { SignInInput } from '#shared/accounts/account.schema.ts';
import { messages } from '#shared/messages.ts';
import { paths } from '#shared/routes.ts';
import { useRequestPasswordReset } from './api/request-password-reset.ts';
import { useSignInEmail } from './api/sign-in-email.ts';
import { googleFailure, signInFailure } from './auth-errors.ts';
import { AuthCard } from './components/auth-card.tsx';
import { FormAlert } from './components/form-alert.tsx';
import { GoogleSignInButton } from './components/google-sign-in-button.tsx';
import { OrDivider } from './components/or-divider.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useCompleteSignIn } from './use-complete-sign-in.ts';
import { BusyButton } from '../../components/ui/busy-button.tsx';

const t = messages.identity;

/** /signin (docs/product/screens.md): email and password, password reset by mail, and Google. */
export function SignInPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const signIn = useSignInEmail();
  const resetMail = useRequestPasswordReset();
  const completeSignIn = useCompleteSignIn();
  const [failure, setFailure] = useState<string | null>(() => googleFailure(params.get('error')));
  const { register, handleSubmit, getValues, setFocus, formState } = useForm<SignInInput>({
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      const { user } = await signIn.mutateAsync({ email: input.email.trim(), password: input.password });
      await completeSignIn(user.email);
    } catch (error) {
      setFailure(signInFailure(error));
    }
  });

  const onResetPassword = () => {
    const email = getValues('email').trim();
    if (!email) {
      toast.error(messages.passwordReset.emailMissing);
      setFocus('email');
      return;
    }
    resetMail.mutate(email, {
      onSuccess: () => toast.success(messages.passwordReset.sent),
    });
  };

  return (
    <AuthCard title={t.signIn} intro={t.signInIntro}>
      {/* Browser validation on purpose: docs/product/rules.md#validation says email and password are required by the browser. */}
      <form className="flex flex-col gap-4" onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={failure} />
        <TextField label={t.email} type="email" autoComplete="email" required registration={register('email')} />
        <TextField
          label={t.password}
          type="password"
          autoComplete="current-password"
          required
          registration={register('password')}
        />
        <BusyButton busy={formState.isSubmitting} type="submit" className="btn btn-primary">
          {t.signIn}
        </BusyButton>
        <button
          type="button"
          className="btn btn-link self-start px-0"
          onClick={onResetPassword}
          disabled={resetMail.isPending}
        >
          {t.resetPassword}
        </button>
      </form>
      <OrDivider />
      <GoogleSignInButton />
      <p className="text-center text-sm">
        {t.noAccount}{' '}
        <Link to={paths.signUp} state={location.state as unknown} className="link link-primary">
          {t.createAccount}
        </Link>
      </p>
    </AuthCard>
  );
}
