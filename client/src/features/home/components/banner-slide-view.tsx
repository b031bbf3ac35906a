import { Link } from 'react-router';
import { paths } from '#shared/routes.ts';
import type { BannerSlide } from './banner-slides.ts';

interface BannerSlideViewProps {
  slide: BannerSlide;
  /** "N of 3" (WAI-ARIA carousel pattern). */
  label: string;
  hidden: boolean;
  /** The first slide is in view on arrival: its picture loads at once, the others when shown. */
  first: boolean;
}

export function BannerSlideView({ slide, label, hidden, first }: BannerSlideViewProps) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      hidden={hidden}
      className={`${slide.background} min-h-[22rem] px-6 pb-20 pt-10 sm:px-12 md:min-h-[20rem]`}
    >
      <div className="grid items-center gap-8 md:grid-cols-[3fr_2fr]">
        <div className="flex flex-col items-start gap-4">
          <p className="text-3xl font-bold leading-tight sm:text-4xl">{slide.headline}</p>
          <p className="max-w-prose text-lg text-white/90">{slide.text}</p>
          <Link to={paths.products} className="btn btn-primary">
            {slide.cta}
          </Link>
        </div>
        <img
          src={slide.picture}
          alt=""
          width="400"
          height="300"
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
          className="hidden h-auto w-full max-w-sm justify-self-center rounded-box shadow-2xl md:block"
        />
      </div>
    </div>
  );
}
