import { fixedPriceTexts as t } from '../messages/currencies.ts';
import { minorUnitProblem } from '../money/minor-units.ts';
import type { CurrencySettings } from '../settings/currencies.schema.ts';
import type { FixedPricesInput } from './fixed-prices.schema.ts';
import { specProblems } from './product.schema.ts';
import type { Unit } from './units.ts';

/**
 * What is wrong with `prices` for this store and product, first problem first: a currency not
 * offered or the base, more decimals than the currency has, and the base list's break rules
 * (rising quantities, none above its list price, whole pieces from 2 up for a `pcs` product).
 */
export function fixedPricesProblems(
  prices: Readonly<Partial<FixedPricesInput>>,
  settings: Pick<CurrencySettings, 'base' | 'offered'>,
  unit: Unit,
): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  for (const [code, list] of Object.entries(prices)) {
    if (!list) continue;
    if (code === settings.base) {
      problems.push({ path: code, message: t.isBase(code) });
      continue;
    }
    if (!settings.offered.includes(code)) {
      problems.push({ path: code, message: t.notOffered(code) });
      continue;
    }
    const decimals = minorUnitProblem(list.price, code, t.price(code));
    if (decimals) problems.push({ path: `${code}.price`, message: decimals });
    list.priceBreaks.forEach((priceBreak, index) => {
      const problem = minorUnitProblem(priceBreak.price, code, t.priceBreak(code));
      if (problem) problems.push({ path: `${code}.priceBreaks.${index}.price`, message: problem });
    });
    for (const problem of specProblems({ price: list.price, priceBreaks: list.priceBreaks, unit }))
      problems.push({ path: `${code}.${problem.path}`, message: t.inCurrency(code, problem.message) });
  }
  return problems;
}
