import { Link } from 'react-router';
import { PageTitle } from './page-title.tsx';

interface MissingStateProps {
  /** "Quote not found", "Order not found": the page's title and heading. */
  title: string;
  text?: string;
  /** Where the reader came from: their list. */
  back: { to: string; label: string };
}

/** A record the page cannot show (unknown id, or someone else's, which the API answers alike). */
export function MissingState({ title, text, back }: MissingStateProps) {
  return (
    <div className="flex flex-col items-start gap-3">
      <PageTitle title={title} />
      <h1 className="text-3xl font-bold">{title}</h1>
      {text && <p>{text}</p>}
      <Link to={back.to} className="btn btn-outline btn-sm">
        {back.label}
      </Link>
    </div>
  );
}
