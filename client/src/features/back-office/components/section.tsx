import { type ReactNode, useId } from 'react';
import { HeadedSection } from '../../../components/ui/headed-section.tsx';

/** One block of the overview: a region named by its heading, so a screen reader can jump to it. */
export function Section({
  title,
  children,
  className = '',
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <HeadedSection
      headingId={useId()}
      title={title}
      className={`flex flex-col gap-3 rounded-box border border-base-300 p-4 ${className}`}
    >
      {children}
    </HeadedSection>
  );
}
