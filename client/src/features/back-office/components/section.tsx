import { type ReactNode, useId } from 'react';

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
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`flex flex-col gap-3 rounded-box border border-base-300 p-4 ${className}`}
    >
      <h2 id={headingId} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
