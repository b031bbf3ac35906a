import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const production = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'a-production-secret-of-enough-length-0123',
  PUBLIC_URL: 'https://store.example',
  METRICS_TOKEN: 'prometheus-scrape-token-0123',
  SELLER_EMAIL: 'sales@store.example',
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
};
const refusal = (env: Record<string, string | undefined>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return undefined;
};

describe('configuration', () => {
  it('starts in production with its secrets, Stripe and a metrics token', () => {
    expect(loadConfig(production).payments.provider).toBe('stripe');
  });

  it('refuses to run the test payment provider in production unless ALLOW_TEST_PAYMENTS=true', () => {
    const testPayments = { ...production, PAYMENT_PROVIDER: 'test' };
    expect(refusal(testPayments)).toMatch(/PAYMENT_PROVIDER: .*ALLOW_TEST_PAYMENTS=true/);
    expect(refusal({ ...production, PAYMENT_PROVIDER: undefined })).toMatch(/ALLOW_TEST_PAYMENTS/);
    expect(refusal({ ...testPayments, ALLOW_TEST_PAYMENTS: 'false' })).toMatch(/ALLOW_TEST_PAYMENTS/);
    expect(loadConfig({ ...testPayments, ALLOW_TEST_PAYMENTS: 'true' }).payments.provider).toBe('test');
    // Outside production the test provider stays the no-configuration default.
    expect(loadConfig({}).payments.provider).toBe('test');
  });

  it('refuses to start in production without METRICS_TOKEN', () => {
    expect(refusal({ ...production, METRICS_TOKEN: undefined })).toMatch(/METRICS_TOKEN: is required in production/);
  });

  it('refuses to start in production without SELLER_EMAIL, where staff mail goes (PRODUCT.md §21)', () => {
    expect(refusal({ ...production, SELLER_EMAIL: undefined })).toMatch(/SELLER_EMAIL: is required in production/);
    expect(loadConfig(production).seller.email).toBe('sales@store.example');
    // In development it is MAIL_FROM's address, and the mail lands as .eml files under DATA_DIR/outbox.
    expect(loadConfig({}).seller.email).toBe('no-reply@rare-metals.example');
  });

  it('reads TRUST_PROXY as no proxy, one hop, or the listed proxies; never every hop', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 192.168.0.0/16,::1' }).trustProxy).toEqual([
      '10.0.0.2',
      '192.168.0.0/16',
      '::1',
    ]);
    expect(refusal({ TRUST_PROXY: 'all' })).toMatch(/TRUST_PROXY/);
    expect(refusal({ TRUST_PROXY: '10.0.0.2, proxy.internal' })).toMatch(/TRUST_PROXY: .*proxy\.internal/);
  });

  it("names the invoices' seller: defaults, address lines split at | or ;, and MAIL_FROM's address as the email", () => {
    const defaults = loadConfig({}).seller;
    expect(defaults.name).toBe('Rare Metals Manufacturing Co.');
    expect(defaults.addressLines.length).toBeGreaterThan(0);
    expect(defaults.email).toBe('no-reply@rare-metals.example');

    const seller = loadConfig({
      SELLER_NAME: 'Titan Alloys GmbH',
      SELLER_ADDRESS: ' Hafenstraße 5 | 20457 Hamburg;Germany ',
      MAIL_FROM: 'Titan <orders@titan.example>',
    }).seller;
    expect(seller).toEqual({
      name: 'Titan Alloys GmbH',
      addressLines: ['Hafenstraße 5', '20457 Hamburg', 'Germany'],
      email: 'orders@titan.example',
    });
    expect(loadConfig({ SELLER_EMAIL: 'billing@titan.example' }).seller.email).toBe('billing@titan.example');
    expect(refusal({ SELLER_EMAIL: 'not an address' })).toMatch(/SELLER_EMAIL/);
    expect(refusal({ SELLER_ADDRESS: ' | ; ' })).toMatch(/SELLER_ADDRESS/);
  });

  it('sets the abuse budgets of PRODUCT.md §21 by default, and never below what a person needs', () => {
    expect(loadConfig({}).budgets).toEqual({
      writesPerMinute: 120,
      adminWritesPerMinute: 1200,
      quoteRequestsPerHour: 20,
      openQuotes: 10,
      uploadQuotaMb: 200,
    });
    const raised = loadConfig({
      WRITE_BUDGET_PER_MINUTE: '300',
      ADMIN_WRITE_BUDGET_PER_MINUTE: '3000',
      QUOTE_REQUESTS_PER_HOUR: '40',
      OPEN_QUOTES_MAX: '25',
      UPLOAD_QUOTA_MB: '1024',
    }).budgets;
    expect(raised).toEqual({
      writesPerMinute: 300,
      adminWritesPerMinute: 3000,
      quoteRequestsPerHour: 40,
      openQuotes: 25,
      uploadQuotaMb: 1024,
    });
    // "At least 60 changes a minute per account, 600 for store admins."
    expect(refusal({ WRITE_BUDGET_PER_MINUTE: '59' })).toMatch(/WRITE_BUDGET_PER_MINUTE/);
    expect(refusal({ ADMIN_WRITE_BUDGET_PER_MINUTE: '599' })).toMatch(/ADMIN_WRITE_BUDGET_PER_MINUTE/);
    expect(refusal({ UPLOAD_QUOTA_MB: 'lots' })).toMatch(/UPLOAD_QUOTA_MB/);
    expect(refusal({ UPLOAD_QUOTA_MB: '0' })).toMatch(/UPLOAD_QUOTA_MB/);
  });
});
