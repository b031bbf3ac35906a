import { describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import { messages } from '#shared/messages/storefront.ts';
import { type JsonLd, jsonLdBlocks } from '../../testing/json-ld.ts';
import { productDescription } from '#shared/catalog/product-page-head.ts';
import { jsonForScript } from '../../http/json-for-script.ts';
import { injectHead, productJsonLd, renderCrawlerTags, renderProductHead } from './product-head.ts';

const product: Product = {
  _id: '7',
  name: 'Titanium Grade 2 Seamless Tube ASTM B338',
  picture: '/images/products/titanium-tube.svg',
  about: 'Seamless CP titanium tube, 25.4 mm OD × 1.24 mm wall.',
  total: 2400,
  minimum: 20,
  price: 68.5,
  origin: 'USA',
  metal: 'titanium',
  form: 'tube',
  sku: 'TI-GR2-TUBE-B338',
  grade: 'Grade 2',
  standard: 'ASTM B338',
  condition: null,
  dimensions: { od: 25.4, wall: 1.24, length: 1000 },
  increment: 10,
  maximum: null,
  priceBreaks: [
    { minQuantity: 500, price: 59.5 },
    { minQuantity: 100, price: 64.9 },
  ],
  leadTimeDays: 3,
  certificate: 'EN 10204 3.1',
  reorderPoint: null,
  unit: 'pcs',
  density: 4.51,
  weightKg: null,
  weightPerMetreKg: null,
  cutToLength: null,
  hsCode: null,
  countryOfOrigin: null,
  exportClassification: null,
  conflictMinerals: false,
};
const origin = 'https://metals.example';
const indexHtml = '<html><head>\n    <title>Store</title>\n  </head><body><div id="root"></div></body></html>';

/** The one JSON-LD block of a rendered head. */
function jsonLdOf(html: string): JsonLd {
  const [block, ...more] = jsonLdBlocks(html);
  if (!block || more.length) throw new Error('expected one JSON-LD block');
  return block;
}

describe('product page head', () => {
  it('carries the title, description, canonical link, Open Graph tags and JSON-LD', () => {
    const head = renderProductHead(product, origin);
    expect(head).toContain(`<title>${product.name} — ${messages.ui.siteName}</title>`);
    // The words the web app's product page renders (shared/catalog/product-page-head.ts).
    expect(head).toContain(
      `<meta data-server-head name="description" content="Grade 2 · ASTM B338 · ${product.about}" />`,
    );
    expect(productDescription(product)).toBe(`Grade 2 · ASTM B338 · ${product.about}`);
    expect(head).toContain('<link data-server-head rel="canonical" href="https://metals.example/product/7" />');
    expect(head).toContain(
      '<meta data-server-head property="og:image" content="https://metals.example/images/products/titanium-tube.svg" />',
    );
    const ld = jsonLdOf(head);
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: product.name,
      sku: 'TI-GR2-TUBE-B338',
      offers: { '@type': 'Offer', price: '68.50', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });
    expect(ld.additionalProperty).toEqual([
      { '@type': 'PropertyValue', name: 'Grade', value: 'Grade 2' },
      { '@type': 'PropertyValue', name: 'Standard', value: 'ASTM B338' },
      { '@type': 'PropertyValue', name: 'Certificate', value: 'EN 10204 3.1' },
    ]);
    // List price from the minimum, then the breaks in ascending quantity.
    expect(ld.offers.priceSpecification.map((s: JsonLd) => [s.eligibleQuantity.minValue, s.price])).toEqual([
      [20, '68.50'],
      [100, '64.90'],
      [500, '59.50'],
    ]);
  });

  it('answers an absolute image address, whatever the stored picture', () => {
    expect(productJsonLd({ ...product, picture: 'https://cdn.example/ti.png' }, origin).image).toBe(
      'https://cdn.example/ti.png',
    );
    expect(productJsonLd({ ...product, picture: 'http://[bad' }, origin).image).toBe(`${origin}/`);
  });

  it('says out of stock when the stock cannot fill the minimum order', () => {
    for (const total of [0, 19])
      expect(productJsonLd({ ...product, total }, origin).offers).toMatchObject({
        availability: 'https://schema.org/OutOfStock',
      });
  });

  it('keeps a hostile name and description inert', () => {
    const attack = '</script><script>alert(1)</script>';
    const head = renderProductHead(
      { ...product, name: attack, about: `"><img src=x onerror=alert(1)> ${attack}` },
      origin,
    );
    expect(head).not.toContain('<script>alert');
    expect(head).not.toContain('<img');
    // One script element only, and it still parses to the original text.
    expect(head.match(/<script/g)).toHaveLength(1);
    expect(head.match(/<\/script>/g)).toHaveLength(1);
    expect(jsonLdOf(head).name).toBe(attack);
    expect(head).toContain(
      `<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; — ${messages.ui.siteName}</title>`,
    );
  });

  it('escapes what could end or confuse a script block and stays valid JSON', () => {
    const text = '</script><!-- & \u2028 \u2029';
    const json = jsonForScript({ text });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ text });
  });

  it("gives a rendered page only the crawler tags: the page's own title and description stay the only ones", () => {
    const tags = renderCrawlerTags(product, origin);
    expect(tags).not.toMatch(/<title>|name="description"/);
    expect(tags).toContain('<link data-server-head rel="canonical" href="https://metals.example/product/7" />');
    expect(tags).toContain(`property="og:description" content="${productDescription(product)}"`);
    expect(jsonLdOf(tags)).toMatchObject({ '@type': 'Product', sku: product.sku });
  });

  it('replaces the shell title, and reads no $ pattern in a name', () => {
    const html = injectHead(indexHtml, renderProductHead({ ...product, name: "Bar $& $' $1" }, origin));
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Bar $&amp; $&#39; $1 — ');
    expect(html).toContain('<div id="root"></div>');
  });
});
