import { messages } from '#shared/messages/storefront.ts';
import { HomeSection } from './home-section.tsx';

/** docs/product/overview.md: the about text says the products are exported to many countries. */
const aboutText =
  'We are a manufacturer of titanium, nickel, tungsten, molybdenum, tantalum, niobium and nitinol alloy tubes, plates, bars, wires and fittings. Our products are exported to many countries, to buyers in aerospace, medical, chemical and energy industries who order by minimum order quantity.';

/** 'About us', the target of the footer's "/#about" link. */
export function AboutSection() {
  return (
    <HomeSection heading={messages.home.aboutUs} id="about">
      <p className="max-w-3xl text-lg">{aboutText}</p>
    </HomeSection>
  );
}
