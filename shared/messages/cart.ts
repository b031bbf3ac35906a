/** Texts of the cart and quick order (docs/product/ordering.md). */
export const cart = {
  noLongerSold: 'This product is no longer sold. Remove it from your cart.',
  repriced: (before: string, now: string) =>
    `The price changed from ${before} to ${now} since you added it. Update the line to accept the new price.`,
} as const;
