/** Review bounds (docs/product/rules.md#constants: rating 1 to 5), kept free of zod for the first page load. */
export const reviewLimits = { textMax: 1000, ratingMin: 1, ratingMax: 5 } as const;
