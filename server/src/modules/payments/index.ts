/*
 * The front door of modules/payments: what the rest of the server may use of it (ADR 028).
 * ESLint's zones (eslint.config.js) refuse an import from outside that goes around this file.
 */
export { isPermanentRefusal, type PaymentInfo, type PaymentProvider } from './payment-provider.ts';
export { paymentsRoutes } from './payments.routes.ts';
export { createTestPaymentProvider, type TestPaymentProvider } from './test-payment-provider.ts';

/** Stripe's SDK (~1 MB of modules) loads only when it is the provider (ADR 022). */
export const loadStripe = () => import('./stripe-payment-provider.ts');
