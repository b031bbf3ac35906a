// Moved to lib/ so that the checkout (features/cart) keeps one key per attempt the same way.
export { newIdempotencyKey } from '../../lib/idempotency-key.ts';
