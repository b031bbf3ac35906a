import { minorDigits } from '#shared/settings/currencies.schema.ts';
import type { Product } from '#shared/catalog/product.schema.ts';
import { productDescription } from '#shared/catalog/product-page-head.ts';
import { sortedPriceBreaks } from '#shared/catalog/pricing.ts';
import { messages } from '#shared/messages/storefront.ts';
import { paths } from '#shared/routes.ts';
import { serverHeadAttribute } from '#shared/server-head.ts';
import { jsonForScript } from '../../http/json-for-script.ts';

/** Text and attribute values in HTML: the five characters that can open markup or end a value. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

// schema.org's price: a plain decimal with the currency's own decimals ("10371" yen, "12.50" euros).
const money = (amount: number, currency = 'USD') => amount.toFixed(minorDigits(currency));

/** A picture's absolute address; a stored value no URL parser takes must not fail the page. */
function absoluteUrl(url: string, origin: string): string {
  try {
    return new URL(url, origin).href;
  } catch {
    return `${origin}/`;
  }
}

/** schema.org Product with its Offer (and its price breaks as unit price specifications). */
export function productJsonLd(product: Product, origin: string): Record<string, unknown> {
  const url = origin + paths.product(product._id);
  const specification: [string, string | null][] = [
    ['Grade', product.grade],
    ['Standard', product.standard],
    ['Condition', product.condition],
    ['Certificate', product.certificate],
  ];
  const properties = specification
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([name, value]) => ({ '@type': 'PropertyValue', name, value }));
  const breaks = sortedPriceBreaks(product.priceBreaks);
  // UN/CEFACT codes of the unit the quantities and prices are in: piece, metre, kilogram (PRODUCT.md §15).
  const unitCode = { pcs: 'C62', m: 'MTR', kg: 'KGM' }[product.unit ?? 'pcs'];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    description: product.about,
    image: absoluteUrl(product.picture, origin),
    url,
    brand: { '@type': 'Brand', name: messages.ui.siteName },
    manufacturer: { '@type': 'Organization', name: messages.ui.siteName },
    ...(product.metal && { material: product.metal }),
    ...(properties.length > 0 && { additionalProperty: properties }),
    offers: {
      '@type': 'Offer',
      url,
      price: money(product.price, product.currency),
      priceCurrency: product.currency ?? 'USD',
      availability:
        product.total > 0 && product.total >= product.minimum
          ? 'https://schema.org/InStock'
          : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      eligibleQuantity: { '@type': 'QuantitativeValue', minValue: product.minimum, unitCode },
      ...(breaks.length > 0 && {
        priceSpecification: [
          { minQuantity: product.minimum, price: product.price },
          ...breaks.map((b) => ({ minQuantity: b.minQuantity, price: b.price })),
        ].map((step) => ({
          '@type': 'UnitPriceSpecification',
          price: money(step.price, product.currency),
          priceCurrency: product.currency ?? 'USD',
          eligibleQuantity: { '@type': 'QuantitativeValue', minValue: step.minQuantity, unitCode },
        })),
      }),
    },
  };
}

/**
 * What a crawler or a link preview reads of a product beyond the page's title and description
 * (docs/product/catalog.md): canonical link, Open Graph and the JSON-LD, every value escaped for
 * where it goes. A rendered page carries these beside its own title and description (the web
 * app's PageTitle); the shell carries them with `renderProductHead`. `origin` has no trailing slash.
 */
export function renderCrawlerTags(product: Product, origin: string): string {
  const description = productDescription(product);
  const url = origin + paths.product(product._id);
  const image = absoluteUrl(product.picture, origin);
  const attr = escapeHtml;
  // The web app drops these when the buyer moves to another page (shared/server-head.ts).
  const mark = serverHeadAttribute;
  return [
    `<link ${mark} rel="canonical" href="${attr(url)}" />`,
    `<meta ${mark} property="og:type" content="product" />`,
    `<meta ${mark} property="og:site_name" content="${attr(messages.ui.siteName)}" />`,
    `<meta ${mark} property="og:title" content="${attr(product.name)}" />`,
    `<meta ${mark} property="og:description" content="${attr(description)}" />`,
    `<meta ${mark} property="og:url" content="${attr(url)}" />`,
    `<meta ${mark} property="og:image" content="${attr(image)}" />`,
    `<script ${mark} type="application/ld+json">${jsonForScript(productJsonLd(product, origin))}</script>`,
  ].join('\n    ');
}

/**
 * The whole head of a product page served as the shell (no server rendering): the title and
 * description the web app's page would render (the same shared words), then the crawler tags.
 */
export function renderProductHead(product: Product, origin: string): string {
  const title = `${product.name} — ${messages.ui.siteName}`;
  const mark = serverHeadAttribute;
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta ${mark} name="description" content="${escapeHtml(productDescription(product))}" />`,
    renderCrawlerTags(product, origin),
  ].join('\n    ');
}

/** The head of a page that does not exist: crawlers must not index the shell served with a 404. */
export function renderNotFoundHead(): string {
  return [
    `<title>${escapeHtml(`${messages.ui.pageNotFound} — ${messages.ui.siteName}`)}</title>`,
    `<meta name="robots" content="noindex" />`,
  ].join('\n    ');
}

/**
 * Puts head tags into the built index.html in place of its generic <title> (one title per page),
 * or before </head> if a build ever has none. A replacer function, so `$` in a product's name is
 * never read as a replacement pattern.
 */
export function injectHead(indexHtml: string, headTags: string): string {
  if (/<title>[\s\S]*?<\/title>/.test(indexHtml)) return indexHtml.replace(/<title>[\s\S]*?<\/title>/, () => headTags);
  return indexHtml.replace('</head>', () => `${headTags}\n  </head>`);
}
