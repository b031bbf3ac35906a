import type { ReactNode } from 'react';

interface HeadedSectionProps {
  /** The heading's id: the section is the region it names. */
  headingId: string;
  title: ReactNode;
  /** The heading's classes: a page's sections are `text-xl`, a form's `text-2xl font-bold`. */
  headingClassName?: string;
  className?: string;
  children: ReactNode;
}

/** A page's section named by its h2, the same on every page (the region a screen reader lists). */
export function HeadedSection({
  headingId,
  title,
  headingClassName = 'text-xl font-semibold',
  className = 'flex flex-col gap-4',
  children,
}: HeadedSectionProps) {
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
