import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { signUpSchema, type SignUpInput } from '#shared/accounts/account.schema.ts';
import { messages } from '#shared/messages.ts';
import { paths } from '#shared/routes.ts';
import { useSignUpEmail } from './api/sign-up-email.ts';
import { signUpFailure } from './auth-errors.ts';
import { AuthCard } from './components/auth-card.tsx';
import { FormAlert } from './components/form-alert.tsx';
import { GoogleSignInButton } from './components/google-sign-in-button.tsx';
import { OrDivider } from './components/or-divider.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useCompleteSignIn } from './use-complete-sign-in.ts';
import { BusyButton } from '../../components/ui/busy-button.tsx';

const t = messages.identity;

/** /signup (docs/product/screens.md): name, email and password with docs/product/rules.md#validation's messages, or Google. */
export function SignUpPage() {
  const location = useLocation();
  const signUp = useSignUpEmail();
  const completeSignIn = useCompleteSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      const { user } = await signUp.mutateAsync(input);
      await completeSignIn(user.email);
    } catch (error) {
      setFailure(signUpFailure(error));
    }
  });

  return (
    <AuthCard title={t.signUp} intro={t.signUpIntro}>
      {/* The shared schema gives docs/product/rules.md#validation's messages, so the browser's own bubbles stay out. */}
      <form className="flex flex-col gap-4" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={failure} />
        <TextField
          label={t.name}
          autoComplete="name"
          aria-required="true"
          error={errors.name?.message}
          registration={register('name')}
        />
        <TextField
          label={t.email}
          type="email"
          autoComplete="email"
          aria-required="true"
          error={errors.email?.message}
          registration={register('email')}
        />
        <TextField
          label={t.password}
          type="password"
          autoComplete="new-password"
          aria-required="true"
          error={errors.password?.message}
          registration={register('password')}
        />
        <BusyButton busy={isSubmitting} type="submit" className="btn btn-primary">
          {t.signUp}
        </BusyButton>
      </form>
      <OrDivider />
      <GoogleSignInButton />
      <p className="text-center text-sm">
        {t.haveAccount}{' '}
        <Link to={paths.signIn} state={location.state as unknown} className="link link-primary">
          {t.signInInstead}
        </Link>
      </p>
    </AuthCard>
  );
}
