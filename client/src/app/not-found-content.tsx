import { Link } from 'react-router';
import { messages } from '#shared/messages/storefront.ts';
import { paths } from '#shared/routes.ts';
import { PageTitle } from '../components/ui/page-title.tsx';

/** The body of the not-found page, also shown by the route error boundary on a 404. */
export function NotFoundContent() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <PageTitle title={messages.ui.pageNotFound} />
      <p className="text-6xl font-bold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-bold">{messages.ui.pageNotFound}</h1>
      <p>{messages.ui.pageNotFoundText}</p>
      <Link to={paths.home} className="btn btn-primary">
        {messages.ui.backHome}
      </Link>
    </section>
  );
}
