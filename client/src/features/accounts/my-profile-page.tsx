import type { Profile } from '#shared/accounts/account.schema.ts';
import { messages } from '#shared/messages.ts';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { useAuth } from '../../lib/session/auth-context.ts';
import { useProfile } from '../../lib/queries/profile.ts';
import { ProfileCard } from './components/profile-card.tsx';
import { ProfileForm } from './components/profile-form.tsx';

const t = messages.accountPages;

/** /dashboard (docs/product/screens.md): the profile card and the Update Profile form. */
export function MyProfilePage() {
  const { user } = useAuth();
  const email = user?.email ?? '';
  const profile = useProfile(email);

  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={t.myProfile} />
      <h1 className="text-3xl font-bold">{t.myProfile}</h1>
      {profile.isPending ? (
        <LoadingState />
      ) : profile.isError ? (
        <ErrorState error={profile.error} onRetry={() => void profile.refetch()} isRetrying={profile.isFetching} />
      ) : (
        // Keyed by the saved record, so the form starts again from what the server holds.
        <ProfileView
          key={profile.dataUpdatedAt}
          profile={profile.data}
          fallbackName={user?.displayName ?? ''}
          email={email}
        />
      )}
    </div>
  );
}

interface ProfileViewProps {
  profile: Profile | null;
  fallbackName: string;
  email: string;
}

function ProfileView({ profile, fallbackName, email }: ProfileViewProps) {
  // A signed-in account always has a record; an empty list would only come from a race with removal.
  const shown: Profile = profile ?? {
    _id: '',
    name: fallbackName,
    email,
    picture: '',
    education: '',
    location: '',
    phone: '',
    shipToAddress: '',
    shipTo: null,
    role: 'user',
  };
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <ProfileCard profile={shown} />
      <ProfileForm profile={shown} />
    </div>
  );
}
