import { Link } from 'react-router';
import { messages } from '#shared/messages/storefront.ts';
import { paths } from '#shared/routes.ts';

/** The store's logo and name, linking home. */
export function BrandLink() {
  return (
    <Link to={paths.home} className="btn btn-ghost gap-2 px-2 text-lg font-bold">
      <img src="/favicon.svg" alt="" width="28" height="28" className="size-7" />
      {messages.ui.siteName}
    </Link>
  );
}
