import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import type { Product } from '#shared/catalog/product.schema.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { messages } from '#shared/messages.ts';
import { companyMembers } from '#shared/messages/company-members.ts';
import { documents } from '#shared/messages/documents.ts';
import { outbox as outboxTexts } from '#shared/messages/outbox.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { inLanguage } from '../../i18n/request-language.ts';
import { call, signUp, testPassword, type SignedIn } from '../../testing/accounts.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../../testing/smtp-catcher.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { promoteToAdmin } from '../accounts/users.repository.ts';
import { companyBody } from '../companies/companies.test-helpers.ts';
import { saveProfileLanguage } from '../languages/index.ts';
import { renderBuyerNotice } from './purchase-order-notices.ts';
import { fillCart, payByCard, plainProducts, userIdOf } from './purchase-orders.test-helpers.ts';

const staff = 'staff@example.com';
const shipTo = { address: '1 Foundry Road, Pittsburgh PA 15201', phone: '+1 412 555 0199' };

async function pdfTextOf(answer: Response): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(await answer.arrayBuffer()) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/**
 * PRODUCT.md §18 "mails and PDFs (in the recipient's saved language)", through the real loopback
 * SMTP server: a mail is written in its recipient's saved language (English when none), whoever's
 * request caused it and in whatever language that request was; an address with no account gets the
 * language of the request that caused the mail; a downloaded PDF is in the reader's language.
 */
describe.each(testDatabaseKinds)("mails and PDFs in their reader's language on %s", (kind) => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  let admin: SignedIn;
  let products: Product[];

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await startTestApp(kind, { SMTP_URL: smtp.url, SELLER_EMAIL: staff, OUTBOX_POLL_MS: '600000' });
    admin = await signUp(t, 'admin@example.com');
    await promoteToAdmin(t.app.db, admin.email);
    products = await plainProducts(t, 2);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  const buyerSpeaking = async (email: string, language: Language | null) => {
    const buyer = await signUp(t, email);
    if (language) await saveProfileLanguage(t.app.db, await userIdOf(t, email), language);
    return buyer;
  };
  /** Places an order through a request in `requestLanguage` (`?lang=`), whatever the buyer saved. */
  const checkout = async (as: SignedIn, poNumber: string, requestLanguage: Language) => {
    await fillCart(
      t,
      await userIdOf(t, as.email),
      products.map((p) => ({ product: p, quantity: p.minimum })),
    );
    const placed = await call(t, 'POST', `/purchase-orders?lang=${requestLanguage}`, {
      as,
      body: { shipTo, poNumber },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    await t.app.outbox.drain();
    return placed.body as PurchaseOrder;
  };
  const mailAbout = (to: string, subject: string): ParsedMail => {
    const found = smtp.to(to).filter((mail) => mail.subject === subject);
    expect(found, `${to}: ${subject} in ${JSON.stringify(smtp.to(to).map((m) => m.subject))}`).toHaveLength(1);
    return found[0]!;
  };
  const contentLanguage = (mail: ParsedMail) => mail.headers.get('content-language');
  /** The buyer's order mail as the store renders it in `language`, for comparing whole bodies. */
  const expectedNotice = (language: Language, po: PurchaseOrder, notice: 'placed' | 'paid' | 'shipped') =>
    inLanguage(language, () => renderBuyerNotice(t.app, { purchaseOrderId: po._id, notice }));

  it('mails a buyer who saved German in German, though the order was placed through English pages; the staff stay English', async () => {
    const buyer = await buyerSpeaking('greta@example.com', 'de');
    const po = await checkout(buyer, 'DE-1', 'en');

    const german = inLanguage('de', () => documents.mail.subject.placed(po.number, 'DE-1'));
    expect(german).not.toBe(documents.mail.subject.placed(po.number, 'DE-1'));
    const mail = mailAbout(buyer.email, german);
    expect(contentLanguage(mail)).toBe('de');
    const rendered = (await expectedNotice('de', po, 'placed'))!;
    expect(mail.text?.trim()).toBe(rendered.text.trim());
    expect(mail.text).toContain(inLanguage('de', () => documents.mail.placed.heading));
    expect(mail.text).not.toContain(documents.mail.placed.heading);
    expect(mail.html).toContain('<html lang="de">');

    // SELLER_EMAIL has no account: its mail is the store's English, not the buyer's German.
    const staffMail = mailAbout(staff, outboxTexts.staffMail.purchaseOrderPlaced.subject(po.number));
    expect(contentLanguage(staffMail)).toBe('en');
    const row = await t.app.db
      .selectFrom('outbox_messages')
      .select(['language'])
      .where('recipient', '=', buyer.email)
      .where('topic', '=', 'purchaseOrder')
      .executeTakeFirstOrThrow();
    expect(row.language).toBe('de');
  });

  it('mails a buyer who saved no language in English, though the order was placed through German pages', async () => {
    const buyer = await buyerSpeaking('ernest@example.com', null);
    const po = await checkout(buyer, 'EN-1', 'de');
    const mail = mailAbout(buyer.email, `Order ${po.number} received (PO EN-1)`);
    expect(contentLanguage(mail)).toBe('en');
    expect(mail.text?.trim()).toBe((await expectedNotice('en', po, 'placed'))!.text.trim());
    expect(mail.html).toContain('<html lang="en">');
  });

  it("mails a German buyer in German when a store admin working in English ships the order", async () => {
    const buyer = await buyerSpeaking('gustav@example.com', 'de');
    const po = await checkout(buyer, 'DE-2', 'de');
    expect((await payByCard(t, buyer, po._id)).status).toBe(200);
    const shipped = await call(t, 'POST', `/purchase-orders/${po._id}/ship?lang=en`, {
      as: admin,
      headers: { 'accept-language': 'en-US' },
      body: { carrier: 'DHL Express', trackingNumber: 'JD0146' },
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    // The admin's answer is English: the request's language…
    expect(shipped.headers.get('content-language')).toBe('en');
    await t.app.outbox.drain();
    // …the buyer's mails are German: the recipient's.
    const rendered = (await expectedNotice('de', po, 'shipped'))!;
    const mail = mailAbout(buyer.email, rendered.subject);
    expect(rendered.subject).not.toBe((await expectedNotice('en', po, 'shipped'))!.subject);
    expect(contentLanguage(mail)).toBe('de');
    expect(mail.text?.trim()).toBe(rendered.text.trim());
    expect(mailAbout(buyer.email, inLanguage('de', () => documents.mail.subject.paid(po.number, 'DE-2')))).toBeTruthy();
  });

  it('answers the invoice PDF in the language of the download, French labels with ?lang=fr, each language kept apart', async () => {
    const buyer = await buyerSpeaking('francoise@example.com', 'de');
    const po = await checkout(buyer, 'FR-1', 'fr');
    expect((await payByCard(t, buyer, po._id)).status).toBe(200);
    const invoice = (lang: Language) =>
      fetch(`${t.url}/purchase-orders/${po._id}/invoice.pdf?lang=${lang}`, { headers: buyer.headers });

    const french = await invoice('fr');
    expect(french.status).toBe(200);
    const frenchEtag = french.headers.get('etag');
    const frenchText = await pdfTextOf(french);
    for (const label of [() => documents.invoice.heading, () => documents.invoice.billTo]) {
      const translated = inLanguage('fr', label);
      expect(translated).not.toBe(label());
      expect(frenchText).toContain(translated);
      expect(frenchText).not.toContain(label());
    }
    expect(frenchText).toContain('FACTURE');

    const english = await invoice('en');
    const englishText = await pdfTextOf(english);
    expect(englishText).toContain(documents.invoice.heading);
    expect(englishText).toContain(documents.invoice.billTo);
    expect(englishText).not.toContain('FACTURE');
    expect(english.headers.get('etag')).not.toBe(frenchEtag);

    // Both kept: the French reader's next download is the kept copy, not a rebuild.
    const kept = await t.app.db
      .selectFrom('built_documents')
      .select(['language'])
      .where('purchase_order_id', '=', po._id)
      .where('kind', '=', 'invoice')
      .orderBy('language')
      .execute();
    expect(kept.map((row) => row.language)).toEqual(['en', 'fr']);
    const builds = t.app.builtDocuments.stats.builds;
    expect(await pdfTextOf(await invoice('fr'))).toContain('FACTURE');
    expect(t.app.builtDocuments.stats.builds).toBe(builds);
    const notModified = await fetch(`${t.url}/purchase-orders/${po._id}/invoice.pdf?lang=fr`, {
      headers: { ...buyer.headers, 'if-none-match': frenchEtag! },
    });
    expect(notModified.status).toBe(304);
  });

  it('mails the verification link of a sign-up made on the German pages in German', async () => {
    const email = 'jutta@example.com';
    const response = await fetch(`${t.url}/api/auth/sign-up/email?lang=de`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: t.url },
      body: JSON.stringify({ name: 'Jutta', email, password: testPassword }),
    });
    expect(response.status).toBe(200);
    await t.app.outbox.drain();
    const mail = mailAbout(email, inLanguage('de', () => messages.identity.verifyEmailMailSubject));
    expect(contentLanguage(mail)).toBe('de');
    expect(mail.text).toContain('Hallo Jutta,');
    expect(mail.text).toContain('/api/auth/verify-email');
  });

  it("invites an address with no account in the inviter's request language, and an account in its saved one", async () => {
    const inviter = await signUp(t, 'claire@example.com');
    expect((await call(t, 'POST', '/companies', { as: inviter, body: companyBody })).status).toBe(201);
    const invite = (email: string) =>
      call(t, 'POST', '/companies/mine/invitations?lang=fr', { as: inviter, body: { email, role: 'buyer' } });

    expect((await invite('nobody-yet@example.com')).status).toBe(201);
    await buyerSpeaking('hans@example.com', 'de');
    expect((await invite('hans@example.com')).status).toBe(201);
    await t.app.outbox.drain();

    const subjectIn = (language: Language) =>
      inLanguage(language, () => companyMembers.invitationMail.subject(companyBody.name));
    const french = mailAbout('nobody-yet@example.com', subjectIn('fr'));
    expect(contentLanguage(french)).toBe('fr');
    expect(french.text).toContain(inLanguage('fr', () => companyMembers.invitationMail.action));
    const german = mailAbout('hans@example.com', subjectIn('de'));
    expect(contentLanguage(german)).toBe('de');
    expect(german.text).toContain(inLanguage('de', () => companyMembers.invitationMail.action));
  });
});
