import { messages } from '#shared/messages/storefront.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import type { SlideDirection } from './banner-carousel.logic.ts';

interface CarouselButtonProps {
  direction: SlideDirection;
  /** Id of the slide wrapper this button changes. */
  controls: string;
  onClick: () => void;
}

const arrows: Record<SlideDirection, string> = { previous: 'M15 18l-6-6 6-6', next: 'M9 6l6 6-6 6' };

/** A round arrow button named "Previous slide" or "Next slide" (docs/product/screens.md#accessibility). */
export function CarouselButton({ direction, controls, onClick }: CarouselButtonProps) {
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      disabled={!hydrated}
      aria-busy={!hydrated || undefined}
      className="btn btn-circle border-white/60 bg-white/15 text-white hover:bg-white/30"
      aria-label={direction === 'next' ? messages.ui.nextSlide : messages.ui.previousSlide}
      aria-controls={controls}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className="fill-none stroke-current">
        <path d={arrows[direction]} strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
