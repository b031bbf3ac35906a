import { localized } from '../i18n/localized.ts';
/**
 * Texts of a company's purchase orders: approvals, paying on account, payments received, overdue
 * reminders and the statement (docs/product/companies.md). Read by the server, tests and the
 * company pages (loaded when opened), so they stay out of `messages` (shared/messages.ts), which
 * the web app's first load carries; import them from here.
 */
export const companyOrders = localized(
  'companyOrders',
  {
    notPendingApproval: (status: string) =>
      `This order is ${status}: only an order waiting for approval can be approved or rejected`,
    ownOrder: 'You cannot approve or reject your own order',
    onlyCompanyAdmin: "Only an admin of the order's company can approve or reject it",
    overpaid: (outstanding: string) => `The amount is more than is owed on this order (${outstanding})`,
    notOnAccount: 'Payments are recorded for orders on account; card orders are paid by card.',
    notPayableNow: (status: string) => `An order that is ${status} takes no payment`,
    payWithOrder:
      'This order is a line of a company purchase order that waits for approval or is on account: pay it from the purchase order.',
    notCompanyAdmin: "Only your company's admins see its statement",
    noCompany: 'You are in no company',
    placedOnAccount: (terms: string, dueDate: string) => `On account, ${terms}, due ${dueDate}`,
    approvedNote: (name: string) => `Approved by ${name}`,
    transferNote: (amount: string, reference: string) => `${amount}, ${reference}`,
    statementCsvHeader: [
      'Invoice',
      'PO number',
      'Date',
      'Due date',
      'Amount',
      'Paid',
      'Outstanding',
      'Overdue',
      'Currency',
    ],
    mail: {
      waitingNextStep:
        "A company admin approves this order first (your company's approval threshold or your monthly limit). You will get a mail when they decide.",
      onAccountNextStep: (dueDate: string) =>
        `Nothing to pay now: the order is on your company's account, its invoice due on ${dueDate}. We start production now.`,
      waitingSubject: (number: string) => `Order ${number} is waiting for your approval`,
      waitingText: (number: string, buyer: string, total: string, reason: string, link: string) =>
        `${buyer} placed order ${number} for ${total}. ${reason}.\n\nApprove or reject it: ${link}`,
      approvedSubject: (number: string) => `Order ${number} was approved`,
      approvedText: (number: string, link: string) => `Your order ${number} was approved and goes ahead.\n\n${link}`,
      rejectedSubject: (number: string) => `Order ${number} was rejected`,
      rejectedText: (number: string, reason: string, link: string) =>
        `Your order ${number} was rejected: ${reason}\n\nIts stock has been released. ${link}`,
      invoiceSubject: (number: string) => `Invoice ${number} on account`,
      invoiceHeading: 'Your invoice on account',
      invoiceIntro: (number: string, total: string, terms: string, dueDate: string) =>
        `Order ${number} for ${total} was placed on account (${terms}). The invoice is due on ${dueDate}.`,
      overdueSubject: (number: string) => `Invoice ${number} is overdue`,
      overdueText: (number: string, outstanding: string, dueDate: string, link: string) =>
        `Invoice ${number} was due on ${dueDate}; ${outstanding} is still outstanding. Please pay it or record the transfer.\n\nStatement: ${link}`,
    },
    /** The terms as the invoice and mails print them. */
    termsWords: { net15: 'Net 15', net30: 'Net 30', net45: 'Net 45', net60: 'Net 60' },
  } as const,
  'company-orders',
);
