import { NotFoundContent } from './not-found-content.tsx';

/** Any path the app has no page for (the server answers it with status 404). */
export function NotFoundPage() {
  return <NotFoundContent />;
}
