import { messages } from '#shared/messages.ts';

/**
 * Sets the document title. React 19 hoists a rendered <title> into <head> (before the static one
 * of index.html), so no effect or helmet library is needed.
 */
export function PageTitle({ title }: { title?: string }) {
  const text = title ? `${title} — ${messages.ui.siteName}` : messages.ui.siteName;
  return <title>{text}</title>;
}
