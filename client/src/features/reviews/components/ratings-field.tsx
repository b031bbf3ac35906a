import { type Control, type UseFormRegister, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { messages } from '#shared/messages.ts';
import { reviewLimits } from '#shared/reviews/review-limits.ts';
import type { reviewInputSchema } from '#shared/reviews/review.schema.ts';
import { StarRating } from '../../../components/ui/star-rating.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';

type ReviewForm = z.input<typeof reviewInputSchema>;

interface RatingsFieldProps {
  register: UseFormRegister<ReviewForm>;
  control: Control<ReviewForm>;
  error: string | undefined;
}

const isRating = (value: unknown): value is number =>
  Number.isInteger(value) && Number(value) >= reviewLimits.ratingMin && Number(value) <= reviewLimits.ratingMax;

/** Ratings as a number from 1 to 5 (docs/product/rules.md#validation's messages), with the stars it will show as. */
export function RatingsField({ register, control, error }: RatingsFieldProps) {
  const value = useWatch({ control, name: 'userRatings' });
  return (
    <FormField label={messages.reviews.labels.ratings} error={error} hint={messages.reviews.ratingsHint}>
      {(field) => (
        <div className="flex items-center gap-4">
          {/* The 1–5 bounds come from the shared schema, which words the messages as docs/product/rules.md#validation does. */}
          <input
            {...field}
            {...register('userRatings', { valueAsNumber: true })}
            type="number"
            inputMode="numeric"
            step={1}
            className="input w-24"
          />
          {isRating(value) && <StarRating value={value} />}
        </div>
      )}
    </FormField>
  );
}
