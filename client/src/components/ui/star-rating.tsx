import { reviewLimits } from '#shared/reviews/review-limits.ts';
import { messages } from '#shared/messages/storefront.ts';

const starPath = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z';

/**
 * n of 5 stars. docs/product/api.md#resources shows the rating value as-is, so the label says the stored number;
 * only the drawing is clamped to 0–5 whole stars.
 */
export function StarRating({ value }: { value: number }) {
  const max = reviewLimits.ratingMax;
  const filled = Math.max(0, Math.min(max, Math.round(value)));
  return (
    <div role="img" aria-label={messages.ui.rated(value, max)} className="flex gap-0.5">
      {Array.from({ length: max }, (_, index) => (
        <svg
          key={index}
          viewBox="0 0 20 20"
          width="18"
          height="18"
          aria-hidden="true"
          className={index < filled ? 'fill-amber-500' : 'fill-base-300'}
        >
          <path d={starPath} />
        </svg>
      ))}
    </div>
  );
}
