/** The home page's own copy; texts shared with other pages live in #shared/messages.ts. */
export const homeTitle = 'Home';
/** The page's one h1, for screen readers and search engines; the banner carries the visual headline. */
export const homeHeading = 'Rare-metal tubes, plates, bars, wires and fittings from the manufacturer';
