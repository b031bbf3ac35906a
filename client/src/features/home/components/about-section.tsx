import { messages } from '#shared/messages.ts';
import { HomeSection } from './home-section.tsx';

/** 'About us', the target of the footer's "/#about" link. */
export function AboutSection() {
  return (
    <HomeSection heading={messages.home.aboutUs} id="about">
      <p className="max-w-3xl text-lg">{messages.home.aboutText}</p>
    </HomeSection>
  );
}
