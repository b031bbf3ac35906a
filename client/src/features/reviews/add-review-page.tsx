import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify/unstyled';
import type { z } from 'zod';
import { messages } from '#shared/messages.ts';
import { type ReviewInput, reviewInputSchema } from '#shared/reviews/review.schema.ts';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { useAuth } from '../../lib/session/auth-context.ts';
import { FormField } from '../../components/ui/form-field.tsx';
import { BusyButton } from '../../components/ui/busy-button.tsx';
import { useAddReview } from './api/add-review.ts';
import { RatingsField } from './components/ratings-field.tsx';

type ReviewForm = z.input<typeof reviewInputSchema>;

const t = messages.reviews;

/** /dashboard/addReview (signed-in buyers): picture URL, 1–5 stars and the text (docs/product/rules.md#validation). */
export function AddReviewPage() {
  const { user } = useAuth();
  const form = useForm<ReviewForm, unknown, ReviewInput>({
    resolver: zodResolver(reviewInputSchema),
    // The account's photo is the natural picture; ratings start empty so a buyer picks one.
    defaultValues: { userImage: user?.photoURL ?? '', userReview: '' },
  });
  const addReview = useAddReview();
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    try {
      await addReview.mutateAsync(input);
    } catch {
      // The error toast is the MutationCache's (lib/query-client.ts).
      return;
    }
    toast.success(messages.review.thanks);
    form.reset();
  });

  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={t.addHeading} />
      <h1 className="text-3xl font-bold">{t.addHeading}</h1>
      {user && <p className="max-w-2xl">{t.postingAs(user.displayName)}</p>}
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="card flex max-w-2xl flex-col gap-4 border border-base-300 bg-base-100 p-6 shadow-sm"
      >
        <FormField label={t.labels.picture} error={errors.userImage?.message} hint={messages.catalogAdmin.pictureHint}>
          {(control) => (
            <input {...control} {...form.register('userImage')} type="text" inputMode="url" className="input w-full" />
          )}
        </FormField>
        <RatingsField register={form.register} control={form.control} error={errors.userRatings?.message} />
        <FormField label={t.labels.review} error={errors.userReview?.message}>
          {(control) => <textarea {...control} {...form.register('userReview')} rows={5} className="textarea w-full" />}
        </FormField>
        <div>
          <BusyButton busy={form.formState.isSubmitting}>{t.submit}</BusyButton>
        </div>
      </form>
    </div>
  );
}
