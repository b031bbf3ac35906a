/** Copy and look of the home banner's three slides (docs/product/screens.md); pictures ship with the app. */
export interface BannerSlide {
  headline: string;
  text: string;
  cta: string;
  picture: string;
  /** Tailwind gradient classes: dark enough for white text (WCAG AA). */
  background: string;
}

export const carouselLabel = 'Featured products';

export const bannerSlides: BannerSlide[] = [
  {
    headline: 'Titanium tubes and bars, made to order',
    text: 'Grade 2, Grade 5 and Grade 9 titanium to ASTM B338 and B348, cut to length and shipped from our mill.',
    cta: 'Browse the catalog',
    picture: '/images/products/titanium-tube.svg',
    background: 'bg-linear-to-br from-slate-900 via-slate-800 to-sky-900',
  },
  {
    headline: 'Refractory metals for extreme heat',
    text: 'Tungsten, molybdenum and tantalum plates and wires for furnaces, electronics and chemical plants.',
    cta: 'See all products',
    picture: '/images/products/tungsten-plate.svg',
    background: 'bg-linear-to-br from-stone-900 via-zinc-800 to-amber-900',
  },
  {
    headline: 'Nitinol and niobium for medical devices',
    text: 'Superelastic nitinol wire and biocompatible niobium, certified and traceable from melt to shipment.',
    cta: 'Shop now',
    picture: '/images/products/nitinol-wire.svg',
    background: 'bg-linear-to-br from-slate-900 via-indigo-900 to-teal-900',
  },
];
