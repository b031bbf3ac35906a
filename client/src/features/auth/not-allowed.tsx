import { Link } from 'react-router';
import { messages } from '#shared/messages.ts';
import { paths } from '#shared/routes.ts';
import { PageTitle } from '../../components/ui/page-title.tsx';

const t = messages.notAllowed;

/** An admin page opened by a signed-in buyer: said plainly, with the way back. */
export function NotAllowed({ email }: { email: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-12 text-center">
      <PageTitle title={t.heading} />
      <h1 className="text-3xl font-bold">{t.heading}</h1>
      <p>{t.text(email)}</p>
      <p className="text-sm text-base-content/75">{t.askAdmin}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link to={paths.dashboard} className="btn btn-primary">
          {t.toDashboard}
        </Link>
        <Link to={paths.home} className="btn btn-ghost">
          {messages.ui.backHome}
        </Link>
      </div>
    </section>
  );
}
