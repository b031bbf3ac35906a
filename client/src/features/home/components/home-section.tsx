import { type ReactNode, useId } from 'react';

interface HomeSectionProps {
  heading: string;
  id?: string;
  /** Something beside the heading, e.g. the 'See All' link. */
  action?: ReactNode;
  children: ReactNode;
}

/** A home-page section headed (h2) by the specification's heading and named by it as a region. */
export function HomeSection({ heading, id, action, children }: HomeSectionProps) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-20">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <h2 id={headingId} className="text-2xl font-bold sm:text-3xl">
          {heading}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
