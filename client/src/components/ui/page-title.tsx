import { messages } from '#shared/messages/storefront.ts';

/**
 * Sets the document title and description. React 19 hoists a rendered <title> and <meta> into
 * <head>, so no effect or helmet library is needed. index.html carries no description of its
 * own, so each page has exactly one.
 */
export function PageTitle({ title, description }: { title?: string; description?: string }) {
  const text = title ? `${title} — ${messages.ui.siteName}` : messages.ui.siteName;
  return (
    <>
      <title>{text}</title>
      <meta name="description" content={description ?? messages.ui.siteDescription} />
    </>
  );
}
