import { useEffect } from 'react';
import type { FallbackProps } from 'react-error-boundary';
import { Link } from 'react-router';
import { messages } from '#shared/messages/storefront.ts';
import { paths } from '#shared/routes.ts';
import { PageTitle } from '../components/ui/page-title.tsx';

/**
 * A page that failed to render or load (often a stale code chunk after a deploy). The visitor
 * gets a plain explanation and a way out; the details go to the console, never on the page.
 */
export function RouteError({ error }: Pick<FallbackProps, 'error'>) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <PageTitle title={messages.ui.routeError} />
      <h1 className="text-3xl font-bold">{messages.ui.routeError}</h1>
      <p>{messages.ui.routeErrorText}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {messages.ui.reload}
        </button>
        <Link to={paths.home} className="btn btn-outline">
          {messages.ui.backHome}
        </Link>
      </div>
    </section>
  );
}
