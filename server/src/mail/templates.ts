import path from 'node:path';
import { Eta } from 'eta';

/**
 * The mail templates are files beside this module (templates/*.eta), read from disk at first
 * use: the server runs its sources as they are in the repository, with no bundler that could
 * leave them behind (ADR 009). Each is compiled once and kept.
 */
const views = path.join(import.meta.dirname, 'templates');

let engines: { html: Eta; text: Eta } | undefined;

function loadEngines(): { html: Eta; text: Eta } {
  engines ??= {
    // Every interpolation is HTML-escaped: product names, PO numbers and addresses are the buyer's or an admin's text.
    html: new Eta({ views, cache: true, autoEscape: true }),
    // Plain text is not HTML: escaping would print &amp; to the reader. Its templates place their
    // newlines by hand (`-%>` ends a control line), so no trimming rule moves them.
    text: new Eta({ views, cache: true, autoEscape: false, autoTrim: false }),
  };
  return engines;
}

/** Renders templates/<name>.html.eta with its layout. */
export function renderHtmlTemplate(name: string, data: object): string {
  return loadEngines().html.render(`./${name}.html.eta`, data);
}

/** Renders templates/<name>.txt.eta with its layout. */
export function renderTextTemplate(name: string, data: object): string {
  return loadEngines().text.render(`./${name}.txt.eta`, data);
}
