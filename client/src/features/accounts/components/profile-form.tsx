import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify/unstyled';
import { type Profile, type ProfileInput, profileInputSchema } from '#shared/accounts/account.schema.ts';
import { messages } from '#shared/messages.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useUpdateProfile } from '../api/update-profile.ts';
import { BusyButton } from '../../../components/ui/busy-button.tsx';

const t = messages.accountPages;

type ProfileFields = Pick<ProfileInput, 'picture' | 'education' | 'location' | 'phone'>;

/** docs/product/screens.md, docs/product/rules.md#validation Update Profile: image URL, company name, location and phone, all required. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const { register, handleSubmit, formState } = useForm<ProfileFields>({
    resolver: zodResolver(profileInputSchema.pick({ picture: true, education: true, location: true, phone: true })),
    defaultValues: {
      picture: profile.picture,
      education: profile.education,
      location: profile.location,
      phone: profile.phone,
    },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (fields) => {
    try {
      await update.mutateAsync({ name: profile.name, email: profile.email, ...fields });
      toast.success(messages.toasts.profileUpdated);
    } catch {
      // The error toast is the MutationCache's (lib/query-client.ts).
    }
  });

  return (
    <section aria-labelledby="update-profile-heading" className="card border border-base-300 bg-base-100 shadow-sm">
      <form className="card-body gap-4" noValidate onSubmit={(event) => void onSubmit(event)}>
        <h2 id="update-profile-heading" className="card-title text-2xl">
          {t.updateProfile}
        </h2>
        <TextField
          label={t.imageUrl}
          type="url"
          inputMode="url"
          aria-required="true"
          placeholder="https://"
          error={errors.picture?.message}
          registration={register('picture')}
        />
        <TextField
          label={t.companyName}
          autoComplete="organization"
          aria-required="true"
          error={errors.education?.message}
          registration={register('education')}
        />
        <TextField
          label={t.location}
          autoComplete="address-level2"
          aria-required="true"
          error={errors.location?.message}
          registration={register('location')}
        />
        <TextField
          label={t.phone}
          type="tel"
          autoComplete="tel"
          aria-required="true"
          error={errors.phone?.message}
          registration={register('phone')}
        />
        <BusyButton busy={isSubmitting} type="submit" className="btn btn-primary self-start">
          {t.updateProfile}
        </BusyButton>
      </form>
    </section>
  );
}
