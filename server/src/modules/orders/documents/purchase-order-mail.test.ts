import { describe, expect, it, vi } from 'vitest';
import { documents } from '#shared/messages/documents.ts';
import { requiredCertificates } from '#shared/messages/required-certificates.ts';
import { shipments } from '#shared/messages/shipments.ts';
import { formatUsd } from '#shared/money.ts';
import type { Mail, Mailer } from '../../../mail/mailer.ts';
import { loadConfig } from '../../../config.ts';
import { mailOptionsFromConfig } from '../../../mail/mail-options.ts';
import { purchaseOrderMailKinds, renderPurchaseOrderMail, sendPurchaseOrderMail } from './purchase-order-mail.ts';
import { costTexts } from '#shared/messages/costs.ts';
import {
  fixtureGermanOrder,
  fixtureJapaneseOrder,
  fixtureLine,
  fixturePurchaseOrder,
  fixtureReverseChargeOrder,
  freeTextShipTo,
} from './purchase-order.fixture.ts';

const options = { publicUrl: 'https://store.example/' };
const orderUrl = 'https://store.example/dashboard/purchase-orders/po-7f3a';
const shippedPo = () =>
  fixturePurchaseOrder(undefined, { status: 'shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });

describe('purchase order mails', () => {
  it('links the certificate of each line the shipment held, in text and HTML (PRODUCT.md §20)', () => {
    const certificate = { _id: 'doc-9', type: 'EN 10204 3.1', name: 'cert.pdf', url: '/documents/doc-9' };
    const lines = [fixtureLine(1, { certificate, certificateRequired: '3.1' }), fixtureLine(2)];
    const held = (line: (typeof lines)[number]) => ({
      lineId: line._id,
      sku: line.sku,
      name: line.name,
      quantity: line.quantity,
      unit: line.unit,
    });
    const po = fixturePurchaseOrder(lines, {
      status: 'shipped',
      shipments: [
        { _id: 'ship-1', number: 1, carrier: 'UPS', trackingNumber: '1Z1', shippedAt: '', lines: lines.map(held) },
      ],
    });
    const mail = renderPurchaseOrderMail('shipped', po, { ...options, shipmentId: 'ship-1' });
    const link = 'https://store.example/documents/doc-9';
    expect(mail.text).toContain(`${requiredCertificates.mailLink}: ${link}`);
    expect(mail.html).toContain(`href="${link}"`);
    // One link: the line without a certificate has none.
    expect(mail.text.match(/\/documents\//g)).toHaveLength(1);
  });

  it('say a cut line in metres with its pieces × length and cut fee (PRODUCT.md §15)', () => {
    const cut = fixtureLine(1, {
      unit: 'm',
      quantity: 8.75,
      unitPrice: 42.5,
      lineTotal: 417.38,
      cut: { pieces: 7, lengthMm: 1250, cutFee: 6.5 },
      weightKg: 12.178,
    });
    const mail = renderPurchaseOrderMail('placed', fixturePurchaseOrder([cut]), options);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('8.75 m');
      expect(body).toContain('$42.50/m');
      expect(body).toContain('Cut 7 × 1,250 mm, cut fee $6.50 each');
    }
  });

  it.each(purchaseOrderMailKinds)('%s: the subject names the order number and the PO number', (kind) => {
    const { subject } = renderPurchaseOrderMail(kind, shippedPo(), options);
    expect(subject).toBe(documents.mail.subject[kind]('RM-000123', '4500-17'));
    expect(subject).toContain('RM-000123');
    expect(subject).toContain('4500-17');
    expect(renderPurchaseOrderMail(kind, fixturePurchaseOrder(undefined, { poNumber: null }), options).subject).toBe(
      documents.mail.subject[kind]('RM-000123', null),
    );
  });

  it.each(purchaseOrderMailKinds)('%s: text and HTML list every line with SKU, name, quantity and prices', (kind) => {
    const po = shippedPo();
    const mail = renderPurchaseOrderMail(kind, po, options);
    for (const body of [mail.text, mail.html]) {
      for (const line of po.lines) {
        expect(body).toContain(line.sku);
        expect(body).toContain(line.name);
        expect(body).toContain(String(line.quantity));
        expect(body).toContain(formatUsd(line.unitPrice));
        expect(body).toContain(formatUsd(line.lineTotal));
      }
      expect(body).toContain(orderUrl);
    }
  });

  it('placed: confirms with the total, the ship-to and the next step, paying, with its link', () => {
    const mail = renderPurchaseOrderMail('placed', fixturePurchaseOrder(), options);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(formatUsd(437.5));
      expect(body).toContain('12 Hangar Road');
      expect(body).toContain(documents.mail.placed.nextStep);
      expect(body).toContain(`${orderUrl}/pay`);
    }
  });

  it('paid: a receipt with the amount, the payment reference, the date and the invoice link', () => {
    const mail = renderPurchaseOrderMail('paid', fixturePurchaseOrder(), options);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(`${formatUsd(437.5)}`);
      expect(body).toContain('pi_3PaidReference42');
      expect(body).toContain('November 21, 2026');
      expect(body).toContain('https://store.example/purchase-orders/po-7f3a/invoice.pdf');
    }
  });

  it.each(['placed', 'paid'] as const)('%s: in yen, whole yen without decimals (PRODUCT.md §17)', (kind) => {
    const mail = renderPurchaseOrderMail(kind, fixtureJapaneseOrder(), options);
    expect(mail.text).toContain('Goods: ¥66,220\nFreight: ¥2,400\nTotal: ¥68,620');
    for (const body of [mail.text, mail.html]) {
      for (const expected of ['¥1,892', '¥20,812', '¥3,784', '¥45,408', '¥68,620']) expect(body).toContain(expected);
      expect(body).not.toMatch(/¥[\d,]+\.\d/);
      expect(body).not.toContain('$');
    }
  });

  it.each(['placed', 'paid'] as const)(
    '%s: says what the order costs, in its currency: goods, freight, every tax line, the total (PRODUCT.md §16)',
    (kind) => {
      const mail = renderPurchaseOrderMail(
        kind,
        fixtureGermanOrder({ status: 'paid', paymentStatus: 'paid' }),
        options,
      );
      expect(mail.text).toContain('Goods: €437.50\nFreight: €85.00\nVAT 19 %: €99.28\nTotal: €621.78');
      for (const body of [mail.text, mail.html]) {
        for (const expected of ['€437.50', '€85.00', 'VAT 19 %', '€99.28', '€621.78', '€137.50']) {
          expect(body).toContain(expected);
        }
        expect(body).not.toContain('$');
      }
    },
  );

  it('placed: says the freight is to be quoted while it is pending, and the tax note word for word', () => {
    const po = fixtureReverseChargeOrder({ freight: null, freightStatus: 'pending' });
    const mail = renderPurchaseOrderMail('placed', po, options);
    expect(mail.text).toContain(`${documents.labels.freight}: ${documents.labels.freightToBeQuoted}`);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(documents.labels.freightToBeQuoted);
      expect(body).toContain(costTexts.taxNotes.reverseCharge);
      expect(body).not.toMatch(/VAT \d+ %/);
    }
  });

  it.each(purchaseOrderMailKinds)('%s: names the Incoterm with its place', (kind) => {
    const mail = renderPurchaseOrderMail(kind, fixtureGermanOrder({ status: 'shipped' }), options);
    expect(mail.text).toContain('Incoterm: DAP Stuttgart, Incoterms 2020');
    expect(mail.html).toContain('DAP Stuttgart, Incoterms 2020');
    const without = renderPurchaseOrderMail(kind, fixturePurchaseOrder(undefined, { incoterm: null }), options);
    expect(without.text).not.toContain(documents.labels.incoterm);
  });

  it('shipped: the carrier and the tracking number', () => {
    const mail = renderPurchaseOrderMail('shipped', shippedPo(), options);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('UPS');
      expect(body).toContain('1Z999AA10123456784');
    }
  });

  it('shipped in parts: each mail names its shipment, what it held and what is still to come (PRODUCT.md §22)', () => {
    const shipment = (number: number, carrier: string, lines: [number, number][]) => ({
      _id: `shipment-${number}`,
      number,
      carrier,
      trackingNumber: `TRACK-${number}`,
      shippedAt: '2026-11-21T10:00:00.000Z',
      lines: lines.map(([n, quantity]) => ({
        lineId: `line-${n}`,
        sku: `TI-BAR-000${n}`,
        name: `Titanium Grade 5 bar, ${n} mm`,
        quantity,
        unit: 'pcs' as const,
      })),
    });
    // Line 1 is 11 pieces, line 2 is 12: the first parcel held all of line 1 and 5 of line 2.
    const po = fixturePurchaseOrder(undefined, {
      status: 'shipped',
      shipments: [
        shipment(1, 'DHL', [
          [1, 11],
          [2, 5],
        ]),
        shipment(2, 'UPS', [[2, 7]]),
      ],
    });
    const first = renderPurchaseOrderMail('shipped', po, { ...options, shipmentId: 'shipment-1' });
    expect(first.subject).toBe(shipments.mail.subject('RM-000123', 1, '4500-17'));
    for (const body of [first.text, first.html]) {
      expect(body).toContain('TRACK-1');
      expect(body).toContain(shipments.mail.stillToCome);
      expect(body).not.toContain('TRACK-2');
    }
    expect(first.text).toContain('TI-BAR-0002  Titanium Grade 5 bar, 2 mm  × 7');
    const second = renderPurchaseOrderMail('shipped', po, { ...options, shipmentId: 'shipment-2' });
    for (const body of [second.text, second.html]) {
      expect(body).toContain('TRACK-2');
      expect(body).toContain(shipments.mail.allShipped);
      expect(body).not.toContain(shipments.mail.stillToCome);
    }
  });

  it('leaves cancelled lines out of the mail', () => {
    const po = fixturePurchaseOrder([fixtureLine(1), fixtureLine(2, { status: 'cancelled' })]);
    const mail = renderPurchaseOrderMail('paid', po, options);
    expect(mail.text).toContain('TI-BAR-0001');
    expect(mail.text).not.toContain('TI-BAR-0002');
    expect(mail.html).not.toContain('TI-BAR-0002');
  });

  it('escapes in HTML what buyers and admins typed: a hostile product name, a PO number with &', () => {
    const hostile = '<script>alert("x")</script> & <img src=x onerror=alert(1)>';
    const po = fixturePurchaseOrder([fixtureLine(1, { name: hostile })], {
      poNumber: 'R&D <7>',
      shipTo: freeTextShipTo('<b>Dock 4</b>', '+1 316 555 0100'),
      buyer: { email: 'buyer@acme.example', name: 'Ada "Quotes" O\'Neil', company: 'Acme' },
    });
    for (const kind of purchaseOrderMailKinds) {
      const { html, text, subject } = renderPurchaseOrderMail(kind, po, options);
      expect(html).not.toContain('<script');
      expect(html).not.toContain('<img');
      expect(html).not.toContain('<b>Dock');
      expect(html).toContain('&lt;script&gt;');
      expect(html).toContain('R&amp;D &lt;7&gt;');
      // Plain text is not HTML: what the buyer typed reads as they typed it.
      expect(text).toContain(hostile);
      expect(text).toContain('R&D <7>');
      expect(subject).toContain('R&D <7>');
    }
  });

  it('links to PUBLIC_URL, or in development to this machine', () => {
    const production = mailOptionsFromConfig(loadConfig({ PUBLIC_URL: 'https://metals.example/' }));
    expect(renderPurchaseOrderMail('placed', fixturePurchaseOrder(), production).text).toContain(
      'https://metals.example/dashboard/purchase-orders/po-7f3a',
    );
    const development = mailOptionsFromConfig(loadConfig({ PORT: '5123' }));
    expect(renderPurchaseOrderMail('placed', fixturePurchaseOrder(), development).text).toContain(
      'http://localhost:5123/dashboard/purchase-orders/po-7f3a',
    );
  });

  it('keeps a subject on one line whatever the PO number holds', () => {
    const po = fixturePurchaseOrder(undefined, { poNumber: 'A\r\nBcc: victim@example.com' });
    expect(renderPurchaseOrderMail('placed', po, options).subject).not.toMatch(/[\r\n]/);
  });

  it.each(purchaseOrderMailKinds)('%s: the plain text holds no HTML tag or entity', (kind) => {
    const { text, html } = renderPurchaseOrderMail(kind, shippedPo(), options);
    expect(text).not.toMatch(/<\/?[a-z][^>]*>/i);
    expect(text).not.toMatch(/&(amp|lt|gt|quot|#\d+);/);
    expect(html).toMatch(/^<!doctype html>/i);
  });
});

describe('sending a purchase order mail', () => {
  it('sends text and HTML to the buyer', async () => {
    const sent: Mail[] = [];
    const mailer: Mailer = { send: async (mail) => void sent.push(mail) };
    const log = { error: vi.fn() };
    const po = fixturePurchaseOrder();
    expect(await sendPurchaseOrderMail(mailer, 'placed', po, { ...options, log })).toBe(true);
    // In the language it was rendered in, which it names (its Content-Language).
    expect(sent).toEqual([{ to: 'buyer@acme.example', ...renderPurchaseOrderMail('placed', po, options), language: 'en' }]);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('never throws when the mail server fails: it logs the failure with the order number', async () => {
    const mailer: Mailer = {
      send: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:25')),
    };
    const log = { error: vi.fn() };
    await expect(sendPurchaseOrderMail(mailer, 'paid', fixturePurchaseOrder(), { ...options, log })).resolves.toBe(
      false,
    );
    expect(log.error).toHaveBeenCalledOnce();
    expect(log.error.mock.calls[0]?.[0]).toMatchObject({ purchaseOrder: 'RM-000123', kind: 'paid' });
  });
});
