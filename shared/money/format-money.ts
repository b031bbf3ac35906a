/** An amount in a currency's major units as the store prints it: "$1,234.50", "€98.00" (en-US, the store's language today). */
export function formatMoney(major: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(major);
}

const percentFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/** A tax rate in percent as printed: 19 → "19", 8.875 → "8.875" (the "%" is the caller's). */
export const formatRate = (percent: number): string => percentFormat.format(percent);
