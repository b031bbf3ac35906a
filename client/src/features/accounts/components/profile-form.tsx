import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import type { z } from 'zod';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from 'react-toastify/unstyled';
import type { Profile } from '#shared/accounts/account.schema.ts';
import { profileUpdateSchema } from '#shared/accounts/profile-update.schema.ts';
import { addressTexts } from '#shared/messages/addresses.ts';
import { AddressFieldset } from '../../../components/forms/address-fieldset.tsx';
import { addressFields, isStructured } from '../../../components/forms/address-form-value.ts';
import { messages } from '#shared/messages.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useUpdateProfile } from '../api/update-profile.ts';
import { BusyButton } from '../../../components/ui/busy-button.tsx';

const t = messages.accountPages;

const formSchema = profileUpdateSchema.pick({
  picture: true,
  education: true,
  location: true,
  phone: true,
  shipTo: true,
});

/** docs/product/screens.md, docs/product/rules.md#validation Update Profile: image URL, company name, location and phone, all required. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  // The saved ship-to (PRODUCT.md §16) is optional: its fields are in the form only while kept.
  const [keepShipTo, setKeepShipTo] = useState(isStructured(profile.shipTo));
  const form = useForm<z.input<typeof formSchema>, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      picture: profile.picture,
      education: profile.education,
      location: profile.location,
      phone: profile.phone,
      ...(profile.shipTo && isStructured(profile.shipTo) ? { shipTo: addressFields(profile.shipTo) } : {}),
    },
  });
  const { register, handleSubmit, formState, unregister } = form;
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
      <FormProvider {...form}>
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
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              className="checkbox"
              checked={keepShipTo}
              onChange={(event) => {
                if (!event.target.checked) unregister('shipTo');
                setKeepShipTo(event.target.checked);
              }}
            />
            {addressTexts.keepShipTo}
          </label>
          {keepShipTo && <AddressFieldset prefix="shipTo" legend={addressTexts.savedShipTo} withRecipient />}
          {!keepShipTo && profile.shipToAddress && (
            <p className="whitespace-pre-line text-sm">{`${addressTexts.savedShipTo}: ${profile.shipToAddress}`}</p>
          )}
          <BusyButton busy={isSubmitting} type="submit" className="btn btn-primary self-start">
            {t.updateProfile}
          </BusyButton>
        </form>
      </FormProvider>
    </section>
  );
}
