import { echo } from '../../echo.ts';
import type { Translation } from '../../i18n/translation.ts';
import type { currencyTexts, fixedPriceTexts } from '../currencies.ts';

// A code the caller sent is echoed cut to length, as the English texts do (PRODUCT.md §21): functions, not ICU.
export default {
  currencyTexts: {
    notOffered: (code: string) => `Der Shop verkauft nicht in ${echo(code)}`,
  },
  fixedPriceTexts: {
    notOffered: (code: string) => `Preise in ${echo(code)}: Der Shop verkauft nicht in ${echo(code)}`,
    isBase: (code: string) =>
      `Preise in ${echo(code)}: ${echo(code)} ist die Basiswährung; legen Sie stattdessen den Preis des Produkts fest`,
    price: 'Der Preis in {0}',
    priceBreak: 'Ein Staffelpreis in {0}',
    inCurrency: 'Preise in {0}: {1}',
    section: 'Preise in anderen Währungen',
    sectionHint: 'Lassen Sie einen Preis leer, um ihn zum Tageskurs aus dem Preis des Produkts umzurechnen.',
    priceIn: 'Preis in {0}',
    breaksIn: 'Staffelpreise in {0}',
  },
} satisfies {
  currencyTexts: Translation<typeof currencyTexts>;
  fixedPriceTexts: Translation<typeof fixedPriceTexts>;
};
