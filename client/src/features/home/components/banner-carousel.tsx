import { useId, useState } from 'react';
import { messages } from '#shared/messages/storefront.ts';
import { nextSlide, type SlideDirection } from './banner-carousel.logic.ts';
import { BannerSlideView } from './banner-slide-view.tsx';
import { bannerSlides, carouselLabel } from './banner-slides.ts';
import { CarouselButton } from './carousel-button.tsx';

/**
 * docs/product/screens.md banner: three slides with previous and next arrows, following the WAI-ARIA
 * carousel pattern (docs/product/screens.md#accessibility). No autoplay: nothing moves unless the visitor asks, so the
 * slide wrapper can be a polite live region that announces the slide shown.
 */
export function BannerCarousel() {
  const [current, setCurrent] = useState(0);
  const slidesId = useId();
  const count = bannerSlides.length;
  const go = (direction: SlideDirection) => setCurrent((index) => nextSlide(index, direction, count));

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={carouselLabel}
      className="relative overflow-hidden rounded-box text-white"
    >
      <div id={slidesId} aria-live="polite">
        {bannerSlides.map((slide, index) => (
          <BannerSlideView
            key={slide.headline}
            slide={slide}
            label={messages.ui.slideLabel(index + 1, count)}
            hidden={index !== current}
            first={index === 0}
          />
        ))}
      </div>
      <div className="absolute bottom-4 right-4 flex items-center gap-3">
        <CarouselButton direction="previous" controls={slidesId} onClick={() => go('previous')} />
        <div className="flex gap-1.5" aria-hidden="true">
          {bannerSlides.map((slide, index) => (
            <span
              key={slide.headline}
              className={`size-2 rounded-full ${index === current ? 'bg-white' : 'bg-white/40'}`}
            />
          ))}
        </div>
        <CarouselButton direction="next" controls={slidesId} onClick={() => go('next')} />
      </div>
    </div>
  );
}
