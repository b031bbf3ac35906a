import path from 'node:path';
import { Eta } from 'eta';
import { currentLanguage } from '#shared/i18n/current-language.ts';
import { toOneLine } from '#shared/one-line.ts';

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
    // newlines by hand (`-%>` ends a control line), so no trimming rule moves them. What they
    // escape instead is the line: every `<%= value %>` is printed on one line, its control
    // characters as spaces, so that no stored value (a PO number saved before PRODUCT.md §21
    // refused line breaks) can add lines such as "Pay to: …" to a mail. A multi-line value (a
    // note, an address) is printed line by line by its template; `<%~ %>` is left for the
    // layout's body and the includes, which are already rendered text.
    text: new Eta({ views, cache: true, autoEscape: true, escapeFunction: toOneLine, autoTrim: false }),
  };
  return engines;
}

/**
 * Renders templates/<name>.html.eta with its layout, whose `<html lang>` is the language being
 * rendered in (the mail's recipient's, PRODUCT.md §18).
 */
export function renderHtmlTemplate(name: string, data: object): string {
  return loadEngines().html.render(`./${name}.html.eta`, { ...data, mailLanguage: currentLanguage() });
}

/** Renders templates/<name>.txt.eta with its layout. */
export function renderTextTemplate(name: string, data: object): string {
  return loadEngines().text.render(`./${name}.txt.eta`, data);
}
