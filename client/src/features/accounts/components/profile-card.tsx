import type { Profile } from '#shared/accounts/account.schema.ts';
import { messages } from '#shared/messages.ts';
import { Avatar } from '../../../components/ui/avatar.tsx';

const t = messages.accountPages;

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm font-medium text-base-content/70">{term}</dt>
      <dd className={value ? 'break-words' : 'italic text-base-content/70'}>{value || t.notGiven}</dd>
    </div>
  );
}

/** docs/product/screens.md profile card: picture (or the default avatar), name, email, phone, company and location. */
export function ProfileCard({ profile }: { profile: Profile }) {
  return (
    <section aria-labelledby="profile-card-name" className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body items-center gap-4 text-center sm:items-start sm:text-left">
        <Avatar src={profile.picture || null} alt={t.profilePicture(profile.name)} size={112} className="size-28" />
        <h2 id="profile-card-name" className="card-title text-2xl">
          {profile.name}
        </h2>
        <dl className="grid w-full gap-3 text-left">
          <Detail term={t.email} value={profile.email} />
          <Detail term={t.phone} value={profile.phone} />
          <Detail term={t.companyNameShown} value={profile.education} />
          <Detail term={t.location} value={profile.location} />
        </dl>
      </div>
    </section>
  );
}
