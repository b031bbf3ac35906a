import { formatNumber } from '../i18n/format.ts';

/** An amount in a currency's major units as the reader's language prints it: "$1,234.50", "1.234,50 €" (shared/i18n/format.ts). */
export { formatMoney } from '../i18n/format.ts';

/** A tax rate in percent as printed: 19 → "19", 8.875 → "8.875" ("8,875" in German; the "%" is the caller's). */
export const formatRate = (percent: number): string => formatNumber(percent);
