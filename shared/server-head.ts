/**
 * Marks the head tags the server injects into a product page's HTML (canonical link, Open Graph,
 * JSON-LD: server/src/modules/seo). They describe that one product, so the web app drops them as
 * soon as the buyer moves to another page (client/src/app/drop-server-head.ts).
 */
export const serverHeadAttribute = 'data-server-head';
