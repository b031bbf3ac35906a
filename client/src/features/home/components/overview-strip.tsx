import { messages } from '#shared/messages/storefront.ts';

/** Splits "120M+ annual revenue" into its figure and its words, to set the figure large. */
function splitFigure(text: string): [string, string] {
  const space = text.indexOf(' ');
  return space < 0 ? [text, ''] : [text.slice(0, space), text.slice(space + 1)];
}

/** docs/product/screens.md: the business overview strip (static text). */
export function OverviewStrip() {
  return (
    <section aria-label={messages.home.overviewLabel} className="rounded-box bg-slate-900 px-6 py-8 text-slate-100">
      <ul className="flex flex-wrap justify-center gap-x-4 gap-y-8 text-center sm:gap-x-6 lg:justify-between">
        {messages.home.overview.map((text) => {
          const [figure, words] = splitFigure(text);
          return (
            <li key={text} className="flex w-32 flex-col sm:w-36">
              <span className="text-3xl font-extrabold">{figure}</span> <span>{words}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
