/**
 * Texts of company accounts, approvals and paying on account (docs/product/companies.md). Only the
 * company pages (loaded when opened), the server and tests read them, so they stay out of
 * `messages` (shared/messages.ts), which the web app's first load carries; import them from here.
 */
export const companies = {
  nameRequired: 'Enter the company name',
  billingAddressRequired: 'Enter the billing address',
  tooLong: (maximum: number) => `At most ${maximum} characters`,
  paymentTerms: 'Choose net 15, 30, 45 or 60 days',
  discountRange: 'The discount must be between 0 and 50 percent, with at most two decimals',
  notNegative: (label: string) => `${label} cannot be negative`,
  wholeCents: (label: string) => `${label} can have at most two decimals`,
  emailInvalid: 'Enter the email address to invite',
  roleInvalid: 'Choose admin or buyer',
  reasonRequired: 'Say why the order is rejected',
  referenceRequired: 'Enter the transfer reference',
  amountPositive: 'Enter an amount above $0',
  labels: {
    creditLimit: 'The credit limit',
    approvalThreshold: 'The approval threshold',
    monthlySpendingLimit: 'The monthly spending limit',
    amount: 'The amount',
  },
  /** Why an order waits for a company admin (docs/product/companies.md#approvals). */
  approvalReasons: {
    threshold: (threshold: string) => `The order is above the company's approval threshold of ${threshold}`,
    monthlyLimit: (limit: string) => `The order takes this month's orders above your monthly limit of ${limit}`,
  },
  /** Why an order cannot go on account (docs/product/companies.md#paying-on-account). */
  creditProblems: {
    noTerms: 'Your company has no payment terms: pay by card, or ask the store for terms.',
    overdue: 'Your company has an overdue invoice: pay it before ordering on account.',
    overLimit: (available: string) =>
      `This order is above your company's available credit of ${available}. Pay by card, or pay open invoices first.`,
  },
} as const;
