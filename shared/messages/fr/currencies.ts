import { echo } from '../../echo.ts';
import type { Translation } from '../../i18n/translation.ts';
import type { currencyTexts, fixedPriceTexts } from '../currencies.ts';

// A code the caller sent is echoed cut to length, as the English texts do (PRODUCT.md §21): functions, not ICU.
export default {
  currencyTexts: {
    notOffered: (code: string) => `La boutique ne vend pas en ${echo(code)}`,
  },
  fixedPriceTexts: {
    notOffered: (code: string) => `Prix en ${echo(code)} : la boutique ne vend pas en ${echo(code)}`,
    isBase: (code: string) =>
      `Prix en ${echo(code)} : ${echo(code)} est la devise de base ; définissez plutôt le prix du produit`,
    price: 'Le prix en {0}',
    priceBreak: 'Un prix dégressif en {0}',
    inCurrency: 'Prix en {0} : {1}',
    section: 'Prix dans d’autres devises',
    sectionHint: 'Laissez un prix vide pour le convertir à partir du prix du produit, au cours du jour.',
    priceIn: 'Prix en {0}',
    breaksIn: 'Prix dégressifs en {0}',
  },
} satisfies {
  currencyTexts: Translation<typeof currencyTexts>;
  fixedPriceTexts: Translation<typeof fixedPriceTexts>;
};
