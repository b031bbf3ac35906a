import { type RenderedPage, seededQueriesId } from '#shared/server-rendering.ts';
import { jsonForScript } from '../../http/json-for-script.ts';

const titleTag = /<title>[\s\S]*?<\/title>/;

/**
 * The built index.html with a rendered page in it (docs/decisions/020-server-rendered-first-screen.md):
 * the page's head tags (its one title and description) in place of the shell's generic <title>,
 * then `extraHead` (the product page's crawler tags of ADR 007, which carry neither), its markup
 * in #root, and the queries it was rendered with as JSON data for the browser's cache.
 */
export function pageHtml(indexHtml: string, page: RenderedPage, extraHead = ''): string {
  const head = `${page.head}${extraHead}`;
  const withHead = titleTag.test(head)
    ? indexHtml.replace(titleTag, () => head)
    : indexHtml.replace(titleTag, (shellTitle) => `${shellTitle}${head}`);
  const data = `<script type="application/json" id="${seededQueriesId}">${jsonForScript(page.queries)}</script>`;
  return withHead.replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${data}`);
}
