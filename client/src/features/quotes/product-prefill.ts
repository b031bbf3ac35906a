import { formatDimensions } from '#shared/catalog/product.schema.ts';
import type { Product } from '#shared/catalog/product.schema.ts';
import type { QuoteRequest } from '#shared/quotes/quote.schema.ts';

/** The request form's values before the buyer types anything. */
export interface QuoteFormValues {
  productId?: string | undefined;
  metal: QuoteRequest['metal'] | '';
  form: QuoteRequest['form'] | '';
  grade: string;
  dimensions: string;
  quantity: number | undefined;
  targetDate: string;
  notes: string;
  /** One of `certificateTypes`, or '' for none. */
  certificateRequired: string;
}

export const blankQuoteRequest: QuoteFormValues = {
  metal: '',
  form: '',
  grade: '',
  dimensions: '',
  quantity: undefined,
  targetDate: '',
  notes: '',
  certificateRequired: '',
};

/**
 * Request a quote from a product page (docs/product/quotes.md): its metal, form, grade and
 * standard, and sizes, which the buyer then changes to what they need; the quantity is theirs to say. A product without a metal
 * or form leaves those for the buyer to choose.
 */
export function quoteRequestFromProduct(product: Product): QuoteFormValues {
  return {
    ...blankQuoteRequest,
    productId: product._id,
    metal: product.metal ?? '',
    form: product.form ?? '',
    grade: [product.grade, product.standard].filter((part) => part && part.trim()).join(', '),
    dimensions: formatDimensions(product.dimensions ?? {}),
  };
}
