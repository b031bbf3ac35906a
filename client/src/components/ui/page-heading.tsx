import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageTitle } from './page-title.tsx';

interface PageHeadingProps {
  /** The page's h1 and its document title. */
  title: string;
  headingId?: string;
  /** The link back to the list the page was opened from, above the heading. */
  back?: { to: string; label: string };
  /** Links beside the heading (View product, Edit all fields). */
  children?: ReactNode;
}

/** A page's title, its h1 and, where it has them, the link back and the links beside the heading. */
export function PageHeading({ title, headingId, back, children }: PageHeadingProps) {
  const heading = (
    <h1 id={headingId} className="text-3xl font-bold">
      {title}
    </h1>
  );
  return (
    <>
      <PageTitle title={title} />
      {back && (
        <Link to={back.to} className="link w-fit">
          {back.label}
        </Link>
      )}
      {children ? (
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          {heading}
          {children}
        </div>
      ) : (
        heading
      )}
    </>
  );
}
