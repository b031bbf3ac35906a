/**
 * The status of an order of the original API (a purchase order's line). Its own file so that both
 * order.schema.ts and purchase-order.schema.ts read it without importing each other in a circle.
 */
export const orderStatuses = ['unpaid', 'paid', 'shipped', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
