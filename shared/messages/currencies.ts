import { echo } from '../echo.ts';

/** Texts of currencies (PRODUCT.md §17). Kept out of the `messages` aggregate: the first load does not need them. */
export const currencyTexts = {
  /** `?currency=` names a code the store does not offer (or no currency at all): the 400's message. */
  notOffered: (code: string) => `The store does not sell in ${echo(code)}`,
};
