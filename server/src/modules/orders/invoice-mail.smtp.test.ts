import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import { companyOrders } from '#shared/messages/company-orders.ts';
import { freightTexts } from '#shared/messages/costs.ts';
import { documents } from '#shared/messages/documents.ts';
import { formatMoney } from '#shared/money/format-money.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { inLanguage } from '../../i18n/request-language.ts';
import { call, signUp, type SignedIn } from '../../testing/accounts.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../../testing/smtp-catcher.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { promoteToAdmin } from '../accounts/users.repository.ts';
import { insertCompany, insertMember } from '../companies/companies.test-helpers.ts';
import { saveProfileLanguage } from '../languages/index.ts';
import { fillCart, plainProducts, userIdOf } from './purchase-orders.test-helpers.ts';

const stuttgart = {
  company: 'Schwabentech GmbH',
  line1: 'Industriestraße 12',
  city: 'Stuttgart',
  region: 'DE-BW',
  postalCode: '70565',
  country: 'DE',
  phone: '+49 711 555 0190',
};

async function pdfText(bytes: Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/**
 * PRODUCT.md §16 "The invoice mail attaches the PDF", through a real SMTP server on loopback: an
 * order placed on account mails its company's admins the invoice, built when the mail is sent from
 * the store's settings as they are then, and kept, so the download that follows is the same file.
 */
describe.each(testDatabaseKinds)('the invoice mail on %s', (kind) => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  let storeAdmin: SignedIn;
  let companyAdmin: SignedIn;
  let products: Product[];

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await startTestApp(kind, {
      SMTP_URL: smtp.url,
      // The test decides when the worker runs (drain), apart from the kick after each commit.
      OUTBOX_POLL_MS: '600000',
    });
    [storeAdmin, companyAdmin] = await Promise.all([
      signUp(t, 'store@example.com', 'Store Admin'),
      signUp(t, 'ap@schwabentech.example', 'Jonas Keller'),
    ]);
    await promoteToAdmin(t.app.db, storeAdmin.email);
    const companyId = await insertCompany(t, {
      name: 'Schwabentech GmbH',
      paymentTerms: 'net30',
      creditLimitCents: 100_000_000,
    });
    await insertMember(t, companyId, await userIdOf(t, companyAdmin.email), 'admin');
    products = await plainProducts(t, 2);
    // The company bills from Stuttgart with its VAT ID; the store ships to Germany at a list rate
    // and is registered for German VAT (as the demo store is) and Austrian.
    await t.app.db
      .updateTable('companies')
      .set({ tax_id: 'DE136695976', billing_address: 'Industriestraße 12\n70565 Stuttgart\nGermany' })
      .where('id', '=', companyId)
      .execute();
    const put = async (section: string, change: (value: Record<string, unknown>) => Record<string, unknown>) => {
      const {
        updatedAt: _at,
        updatedBy: _by,
        ...value
      } = (await call(t, 'GET', `/settings/${section}`, { as: storeAdmin })).body;
      const saved = await call(t, 'PUT', `/settings/${section}`, { as: storeAdmin, body: change(value) });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    };
    await put('shipping', (shipping) => ({
      ...shipping,
      origin: { line1: '1200 Foundry Road', city: 'Pittsburgh', region: 'US-PA', postalCode: '15201', country: 'US' },
      zones: [{ name: 'Germany', countries: ['DE'], rates: [{ upToKg: 1_000_000, price: 85 }] }],
    }));
    await put('tax', () => ({
      registrations: [
        { country: 'DE', rate: 19, label: 'VAT', taxId: 'DE298416573' },
        { country: 'AT', rate: 20, label: 'USt', taxId: 'ATU13585627' },
      ],
      freightTaxable: true,
    }));
    const remitted = await call(t, 'PUT', '/settings/remittance', {
      as: storeAdmin,
      body: {
        bankName: 'Erste Bank der oesterreichischen Sparkassen AG',
        accountName: 'Rare Metals Store LLC',
        iban: 'AT611904300234573201',
        bic: 'GIBAATWWXXX',
      },
    });
    expect(remitted.status, JSON.stringify(remitted.body)).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it('attaches the invoice PDF, built at delivery from the settings, kept as the download is', async () => {
    const userId = await userIdOf(t, companyAdmin.email);
    await fillCart(t, userId, [{ product: products[0]!, quantity: products[0]!.minimum }]);
    const placed = await call(t, 'POST', '/purchase-orders', {
      as: companyAdmin,
      body: { shipTo: stuttgart, paymentMethod: 'account', poNumber: 'AP-4711', incoterm: 'DAP' },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const po = placed.body as PurchaseOrder;
    // What checkout froze on the order (PRODUCT.md §16), which the invoice must print as it is.
    expect(po).toMatchObject({ freightStatus: 'charged', freight: 85, incoterm: 'DAP', incotermPlace: 'Stuttgart' });
    expect(po.taxLines).toEqual([{ label: 'VAT', rate: 19, amount: po.taxTotal }]);
    expect(po.taxTotal).toBeGreaterThan(0);
    await t.app.outbox.drain();

    // The outbox's row holds the order's id, not the file: the PDF is made as the mail goes.
    const row = await t.app.db
      .selectFrom('outbox_messages')
      .select(['payload', 'status'])
      .where('recipient', '=', companyAdmin.email)
      .where('topic', '=', 'companyOrder')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('delivered');
    expect(row.payload.length).toBeLessThan(300);

    const mail = smtp
      .to(companyAdmin.email)
      .find((one) => one.subject === companyOrders.mail.invoiceSubject(po.number));
    expect(mail, 'the invoice mail').toBeDefined();
    expect(mail!.text).toContain(documents.mail.invoiceAttached);
    expect(mail!.text).toContain(`${documents.labels.paymentReference}: ${po.number}`);
    const pdfs = mail!.attachments.filter((attachment) => attachment.contentType === 'application/pdf');
    expect(pdfs).toHaveLength(1);
    const [attached] = pdfs as [(typeof pdfs)[number]];
    expect(attached.filename).toBe(documents.invoice.fileName(po.number));
    expect(attached.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const text = await pdfText(attached.content);
    const money = (amount: number) => formatMoney(amount, po.currency);
    for (const expected of [
      po.number,
      'AP-4711',
      'Schwabentech GmbH',
      'Industriestraße 12',
      'VAT ID: DE136695976',
      'VAT ID: DE298416573',
      'USt ID: ATU13585627',
      `Goods: ${money(po.goodsTotal)}`,
      'Freight: $85.00',
      `VAT 19 %: ${money(po.taxTotal)}`,
      `Total: ${money(po.total)}`,
      'Incoterm: DAP Stuttgart, Incoterms 2020',
      documents.invoice.dueDate,
      `${documents.labels.paymentReference}: ${po.number}`,
      'IBAN: AT611904300234573201',
      'BIC: GIBAATWWXXX',
    ]) {
      expect(text).toContain(expected);
    }

    // The admin's download is the kept copy the mail built: the same bytes, no second build.
    const builds = t.app.builtDocuments.stats.builds;
    const download = await fetch(`${t.url}/purchase-orders/${po._id}/invoice.pdf`, { headers: companyAdmin.headers });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(attached.content)).toBe(true);
    expect(t.app.builtDocuments.stats.builds).toBe(builds);
  });

  it('mails the invoice of an order on account whose freight was pending once the store sets it, freight included', async () => {
    const userId = await userIdOf(t, companyAdmin.email);
    await fillCart(t, userId, [{ product: products[1]!, quantity: products[1]!.minimum }]);
    // No zone ships to France at a list rate: the store quotes the freight after the order.
    const lyon = {
      company: 'Schwabentech GmbH',
      line1: '8 Rue de la Forge',
      city: 'Lyon',
      postalCode: '69007',
      country: 'FR',
      phone: '+33 4 72 55 01 90',
    };
    const placed = await call(t, 'POST', '/purchase-orders', {
      as: companyAdmin,
      body: { shipTo: lyon, paymentMethod: 'account', incoterm: 'DAP' },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body).toMatchObject({ freightStatus: 'pending', freight: null });
    const subject = companyOrders.mail.invoiceSubject(placed.body.number);
    await t.app.outbox.drain();
    expect(smtp.to(companyAdmin.email).filter((one) => one.subject === subject)).toHaveLength(0);

    const set = await call(t, 'POST', `/purchase-orders/${placed.body._id}/freight`, {
      as: storeAdmin,
      body: { amount: 120, carrier: 'Geodis' },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const po = set.body as PurchaseOrder;
    await t.app.outbox.drain();
    const mails = smtp.to(companyAdmin.email).filter((one) => one.subject === subject);
    expect(mails).toHaveLength(1);
    const [attached] = mails[0]!.attachments.filter((one) => one.contentType === 'application/pdf');
    expect(attached, 'the invoice PDF').toBeDefined();
    const text = await pdfText(attached!.content);
    const money = (amount: number) => formatMoney(amount, po.currency);
    for (const expected of [
      po.number,
      'Freight: $120.00',
      'Freight carrier: Geodis',
      `Total: ${money(po.total)}`,
      'Incoterm: DAP Lyon, Incoterms 2020',
      `${documents.labels.paymentReference}: ${po.number}`,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain(documents.labels.freightToBeQuoted);
  });

  it("mails a French company admin in French, the invoice PDF attached in French, and the store admin's freight quote in French", async () => {
    const morel = await signUp(t, 'compta@lyon-metaux.example', 'Françoise Morel');
    const userId = await userIdOf(t, morel.email);
    await saveProfileLanguage(t.app.db, userId, 'fr');
    const companyId = await insertCompany(t, {
      name: 'Lyon Métaux SAS',
      paymentTerms: 'net30',
      creditLimitCents: 100_000_000,
    });
    await insertMember(t, companyId, userId, 'admin');
    await fillCart(t, userId, [{ product: products[0]!, quantity: products[0]!.minimum }]);
    const lyon = {
      company: 'Lyon Métaux SAS',
      line1: '8 Rue de la Forge',
      city: 'Lyon',
      postalCode: '69007',
      country: 'FR',
      phone: '+33 4 72 55 01 90',
    };
    const placed = await call(t, 'POST', '/purchase-orders', {
      as: morel,
      body: { shipTo: lyon, paymentMethod: 'account', incoterm: 'DAP' },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    // A store admin working in English quotes the freight: the buyer hears of it in French.
    const set = await call(t, 'POST', `/purchase-orders/${placed.body._id}/freight?lang=en`, {
      as: storeAdmin,
      body: { amount: 120, carrier: 'Geodis' },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.headers.get('content-language')).toBe('en');
    const po = set.body as PurchaseOrder;
    await t.app.outbox.drain();

    const subjects = smtp.to(morel.email).map((one) => one.subject);
    const freightSubject = inLanguage('fr', () => freightTexts.mail.subject(po.number));
    expect(freightSubject).not.toBe(freightTexts.mail.subject(po.number));
    expect(subjects).toContain(freightSubject);
    const invoiceSubject = inLanguage('fr', () => companyOrders.mail.invoiceSubject(po.number));
    const mail = smtp.to(morel.email).find((one) => one.subject === invoiceSubject);
    expect(mail, `the French invoice mail among ${JSON.stringify(subjects)}`).toBeDefined();
    expect(mail!.headers.get('content-language')).toBe('fr');
    expect(mail!.text).toContain(inLanguage('fr', () => documents.mail.invoiceAttached));
    const [attached] = mail!.attachments.filter((one) => one.contentType === 'application/pdf');
    expect(attached!.filename).toBe(inLanguage('fr', () => documents.invoice.fileName(po.number)));
    const text = await pdfText(attached!.content);
    for (const label of [() => documents.invoice.heading, () => documents.invoice.billTo, () => documents.invoice.dueDate]) {
      expect(text).toContain(inLanguage('fr', label));
      expect(text).not.toContain(label());
    }
    expect(text).toContain('Lyon Métaux SAS');

    // Her download (her profile's language) is the kept copy the mail built; an English one is another.
    const builds = t.app.builtDocuments.stats.builds;
    const url = `${t.url}/purchase-orders/${po._id}/invoice.pdf`;
    const download = await fetch(url, { headers: morel.headers });
    expect(Buffer.from(await download.arrayBuffer()).equals(attached!.content)).toBe(true);
    expect(t.app.builtDocuments.stats.builds).toBe(builds);
    const english = await pdfText(new Uint8Array(await (await fetch(`${url}?lang=en`, { headers: morel.headers })).arrayBuffer()));
    expect(english).toContain(documents.invoice.billTo);
  });

  it('builds a new version once the remittance details change: the digest holds the settings', async () => {
    const userId = await userIdOf(t, companyAdmin.email);
    await fillCart(t, userId, [{ product: products[1]!, quantity: products[1]!.minimum }]);
    const placed = await call(t, 'POST', '/purchase-orders', {
      as: companyAdmin,
      body: { shipTo: stuttgart, paymentMethod: 'account' },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const url = `${t.url}/purchase-orders/${placed.body._id}/invoice.pdf`;
    const before = await fetch(url, { headers: companyAdmin.headers });
    expect(before.status).toBe(200);
    const etag = before.headers.get('etag')!;

    const changed = await call(t, 'PUT', '/settings/remittance', {
      as: storeAdmin,
      body: { bankName: 'Raiffeisenbank', accountName: 'Rare Metals Store LLC', iban: 'AT483200000012345864' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const after = await fetch(url, { headers: { ...companyAdmin.headers, 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    const text = await pdfText(new Uint8Array(await after.arrayBuffer()));
    expect(text).toContain('IBAN: AT483200000012345864');
    expect(text).not.toContain('AT611904300234573201');
  });
});
