// Moved to lib/queries: the checkout (features/cart) prefills its ship-to address from the profile too.
export { getProfile, profileQueryKey, useProfile } from '../../../lib/queries/profile.ts';
