import { localized } from '../i18n/localized.ts';
/** The outbox page and the staff mails (PRODUCT.md §21). */
export const outbox = localized(
  'outbox',
  {
    page: {
      title: 'Outbox',
      intro: 'Mail the store sends. Failed and undelivered messages come first; Resend puts one back in the queue.',
      filterLabel: 'Show',
      all: 'All messages',
      statuses: { pending: 'Pending', sending: 'Sending', delivered: 'Delivered', failed: 'Failed' },
      columns: {
        topic: 'Kind',
        recipient: 'To',
        subject: 'Subject',
        status: 'Status',
        attempts: 'Attempts',
        lastError: 'Last error',
        created: 'Recorded',
        delivered: 'Delivered',
      },
      resend: 'Resend',
      resendLabel: (recipient: string, subject: string) => `Resend "${subject}" to ${recipient}`,
      resent: 'The message is queued again.',
      empty: 'No messages.',
      notYetRendered: '(rendered when sent)',
    },
    notFound: 'There is no such message in the outbox.',
    notResendable: 'This message is delivered or being sent now; there is nothing to resend.',
    staffMail: {
      purchaseOrderPlaced: {
        subject: (number: string) => `New order ${number}`,
        heading: 'A new purchase order',
        intro: (number: string, buyer: string, total: string) =>
          `${buyer} placed order ${number} for ${total}. See it in Manage All Orders.`,
        action: 'Open the order',
        labels: {
          orderNumber: 'Order number',
          buyer: 'Buyer',
          company: 'Company',
          poNumber: 'PO number',
          lines: 'Lines',
          total: 'Total',
          status: 'Status',
          /** PRODUCT.md §16: the store quotes this order's freight by hand (POST /purchase-orders/{id}/freight). */
          freightToQuote: 'Freight to quote',
        },
      },
      footer: (storeName: string) => `${storeName}: sent to the store's address (SELLER_EMAIL).`,
    },
  } as const,
  'outbox',
);
