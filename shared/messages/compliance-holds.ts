import { localized } from '../i18n/localized.ts';
/**
 * Texts of export compliance in the order flow (PRODUCT.md §19): the checkout's embargo and
 * end-use statement, an order's compliance hold, its release or refusal, and the staff's page
 * /dashboard/compliance. Read by the server, tests and the order pages; import them from here.
 */
export const complianceHolds = localized(
  'complianceHolds',
  {
    embargoed: (country: string) =>
      `We cannot ship to ${country}: it is under an export embargo. Choose another ship-to address.`,
    endUseRequired:
      'An end-use statement is required: this order has export-controlled items shipping abroad. Give the end user, the country of end use and the end use, and confirm it.',
    notHeld: (status: string) =>
      `This order is ${status}: only an order held for export compliance can be released or refused`,
    onlyStoreAdmin: "Only the store's compliance staff can release or refuse a held order",
    notPayableHeld: 'This order is held for an export compliance review: it can be paid once it is released.',
    noteRequired: 'Say why the order is released',
    reasonRequired: 'Say why the order is refused',
    placedHeld: (number: string) => `Order ${number} placed: it is held for an export compliance review`,
    /** The order page. */
    page: {
      heldTitle: 'Compliance hold',
      reviewTitle: 'Export compliance review',
      heldBuyer:
        'Your order is held for an export compliance review. Its items are reserved for you; you can pay for it and we can ship it once the review releases it. We will email you when it is decided.',
      released: (who: string, at: string) => `Released by export compliance (${who}, ${at})`,
      refused: (who: string, at: string) => `Refused by export compliance (${who}, ${at})`,
      reasons: 'Why it is held',
      endUseTitle: 'End-use statement',
      endUser: 'End user',
      endUseCountry: 'Country of end use',
      endUsePurpose: 'End use',
      release: 'Release',
      refuse: 'Refuse',
      releaseTitle: 'Release this order',
      refuseTitle: 'Refuse this order',
      refuseWarning: 'Refusing cancels the order and returns its stock. The buyer is told why.',
      noteLabel: 'Note',
      reasonLabel: 'Reason',
      cancel: 'Cancel',
      releasedToast: 'Order released',
      refusedToast: 'Order refused and cancelled',
    },
    /** A reason as one line, on the order page, the staff's page and their mail. */
    reasonWords: {
      party: { company: 'Company', buyer: 'Buyer', shipToName: 'Ship-to name', shipToCompany: 'Ship-to company' },
      screening: (party: string, name: string, entry: string, source: string, score: string) =>
        `${party} "${name}" matches "${entry}" on ${source || 'the screening list'} (score ${score})`,
      destination: (country: string, lines: string) => `Controlled items to ${country}: ${lines}`,
    },
    /** The checkout's fieldset (and the one-line Purchase page's). */
    checkout: {
      legend: 'End-use statement',
      intro:
        'Some items in this order are export-controlled and ship outside our home country. Tell us who will use them, where, and for what.',
      endUser: 'End user',
      country: 'Country of end use',
      purpose: 'End use',
      confirm: 'I confirm this end-use statement is true and complete',
    },
    /** /dashboard/compliance. */
    dashboard: {
      title: 'Compliance',
      heading: 'Orders held for export compliance',
      none: 'No order is held for export compliance.',
      order: 'Order',
      buyer: 'Buyer',
      placed: 'Placed',
      total: 'Total',
      reasons: 'Reasons',
      party: 'Party',
      name: 'Name',
      entry: 'List entry',
      source: 'Source',
      score: 'Score',
      country: 'Country',
      lines: 'Controlled lines',
    },
    /** The staff's mail of a new hold, and the buyer's of a refusal. */
    mail: {
      holdSubject: (number: string) => `Order ${number} held for export compliance`,
      holdHeading: 'An order is held for export compliance',
      holdIntro: (number: string, buyer: string) =>
        `${buyer}'s order ${number} is held for an export compliance review. Release or refuse it on the Compliance page.`,
      holdAction: 'Open the Compliance page',
      reason: 'Reason',
      heldNextStep:
        'Your order is held for an export compliance review. Its items are reserved for you; we will email you when it is released and can be paid.',
      releasedSubject: (number: string) => `Your order ${number} was released`,
      releasedIntro: (number: string) =>
        `Your order ${number} passed our export compliance review and goes on: open it to see what comes next.`,
      releasedAction: 'See the order',
      refusedSubject: (number: string) => `Your order ${number} was cancelled`,
      refusedIntro: (number: string, reason: string) =>
        `Your order ${number} did not pass our export compliance review and is cancelled: ${reason}. Nothing was charged.`,
      refusedAction: 'See the order',
    },
  } as const,
  'compliance-holds',
);
