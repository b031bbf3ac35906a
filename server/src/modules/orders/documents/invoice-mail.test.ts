import { describe, expect, it } from 'vitest';
import { companyOrders } from '#shared/messages/company-orders.ts';
import { documents } from '#shared/messages/documents.ts';
import { sellerBillingOf } from '../../../seller.ts';
import { renderInvoiceMail } from './invoice-mail.ts';
import { fixtureGermanOrder, fixtureLine } from './purchase-order.fixture.ts';

const options = { publicUrl: 'https://store.example/' };
const billing = sellerBillingOf(
  { registrations: [{ country: 'DE', rate: 19, label: 'VAT', taxId: 'DE298416573' }] },
  {
    bankName: 'Commerzbank AG',
    accountName: 'Rare Metals Store LLC',
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
  },
);
const pdf = Buffer.from('%PDF-1.3 the invoice');

describe('the invoice mail of an order on account (PRODUCT.md §16)', () => {
  it('attaches the invoice PDF, named as its download is', () => {
    const mail = renderInvoiceMail(fixtureGermanOrder(), billing, options, pdf);
    expect(mail.subject).toBe(companyOrders.mail.invoiceSubject('RM-000123'));
    expect(mail.attachments).toEqual([
      { filename: 'Invoice-RM-000123.pdf', content: pdf, contentType: 'application/pdf' },
    ]);
  });

  it('says what is owed and by when, what it is made of, the Incoterm, and how to pay with the order number', () => {
    const mail = renderInvoiceMail(fixtureGermanOrder(), billing, options, pdf);
    expect(mail.text).toContain(companyOrders.mail.invoiceIntro('RM-000123', '€621.78', 'Net 30', 'December 20, 2026'));
    expect(mail.text).toContain('Goods: €437.50\nFreight: €85.00\nVAT 19 %: €99.28\nTotal: €621.78');
    for (const body of [mail.text, mail.html]) {
      for (const expected of [
        documents.mail.invoiceAttached,
        'December 20, 2026',
        'DAP Stuttgart, Incoterms 2020',
        '4500-17',
        'DE89370400440532013000',
        'COBADEFFXXX',
        documents.labels.paymentReference,
        'https://store.example/purchase-orders/po-7f3a/invoice.pdf',
      ]) {
        expect(body).toContain(expected);
      }
    }
    expect(mail.text).toContain('Payment reference: RM-000123');
  });

  it('escapes in HTML what buyers typed, and keeps the plain text free of markup', () => {
    const po = fixtureGermanOrder({ lines: [fixtureLine(1, { name: '<b>Bar</b> & rod' })], poNumber: 'R&D <7>' });
    const { html, text } = renderInvoiceMail(po, billing, options, pdf);
    expect(html).not.toContain('<b>Bar');
    expect(html).toContain('&lt;b&gt;Bar&lt;/b&gt; &amp; rod');
    expect(html).toContain('R&amp;D &lt;7&gt;');
    expect(text).toContain('<b>Bar</b> & rod');
    expect(text).not.toMatch(/&(amp|lt|gt|quot|#\d+);/);
  });
});
