/** What both card forms (test provider, Stripe Elements) get from the payment page. */
export interface CardFormProps {
  /** The PaymentIntent's secret; Pay waits until it is there (docs/product/rules.md#states). */
  clientSecret: string | undefined;
  /** Sent to the provider with the card (docs/product/api.md#original-api), taken from the account. */
  billing: { name: string; email: string };
  /** Marks the order paid with the provider's payment id; shows its own failure. */
  onPaid: (paymentId: string) => Promise<void>;
  /** The submit button's words: the SPEC's "Pay", or "Pay $1,234.00" for a purchase order. */
  payLabel: string;
}
