/** Texts of the mails and the invoice of purchase orders (docs/product/ordering.md). */
export const documents = {} as const;
