import type { Product } from './product.schema.ts';

/*
 * What a product page says about itself in <head> (docs/decisions/007-product-page-head.md): the
 * same title and description whether the web app renders the page (PageTitle, on the server and in
 * the browser) or the server injects them into the shell, so a page has one of each (issue 27).
 */

/** Search engines show about 155–160 characters of a description; longer ones are cut mid-word. */
export const descriptionMax = 160;

/** One line, at most `max` characters, cut at a word boundary with an ellipsis. */
export function summarize(text: string, max = descriptionMax): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}

/** A product page's meta description: grade, standard and the product's text, within 160 characters. */
export function productDescription(product: Pick<Product, 'grade' | 'standard' | 'about'>): string {
  return summarize([product.grade, product.standard, product.about].filter(Boolean).join(' · '));
}
