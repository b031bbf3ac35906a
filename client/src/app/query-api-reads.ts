import type { AdminCheckAnswer } from '#shared/answers.schema.ts';
import { didYouMeanHeader, searchPartialHeader } from '#shared/catalog/did-you-mean.ts';
import { totalCountHeader } from '#shared/catalog/product-query.ts';
import type { ProductQueryInput } from '#shared/catalog/product-query.schema.ts';
import { sessionQueryKey, type SessionAnswer, toAuthUser } from '../features/auth/auth-provider.tsx';
import { type ProductPage, toSearch } from '../lib/queries/products.ts';
import { readDidYouMean } from '../features/catalog/api/get-searched-products.ts';
import { productPath } from '../lib/queries/product.ts';
import { currencyQueryKey } from '../lib/queries/currency.ts';
import type { Profile } from '#shared/accounts/account.schema.ts';
import type { MembershipAnswer } from '#shared/companies/membership-answer.schema.ts';
import { myCompanyKey } from '../lib/queries/my-company.ts';
import { profileQueriesKey } from '../lib/queries/profile.ts';
import type { ApiGet, SeededQuery } from '#shared/server-rendering.ts';
import type { RemnantQuery } from '#shared/remnants/remnant.schema.ts';
import { remnantsKey, remnantsPath } from '../lib/remnants/remnants-api.ts';

/**
 * What the server's renderer fills of a page's queries, from the same API paths the browser's
 * query functions call (lib/queries): the catalog, remnants and reviews for everyone; the session, the admin
 * check, the profile and the company only when rendering for the signed-in visitor (the Purchase
 * page's form is prefilled from the last two, issue 27). Anything else renders loading, as in the
 * browser before its call answers.
 */
const [currencyScope] = currencyQueryKey(null);

export async function queryApiRead(
  queryKey: readonly unknown[],
  get: ApiGet,
  signedIn: boolean,
): Promise<SeededQuery | undefined> {
  const [scope, kind, arg] = queryKey;
  const read = async (path: string, withCookie = false) => {
    const answer = await get(path, withCookie);
    return answer.status === 200 ? answer : undefined;
  };
  const now = Date.now();
  if (scope === 'products' && kind === 'list') {
    const answer = await read(`/products/${toSearch(arg as ProductQueryInput)}`);
    if (!answer) return undefined;
    const products = answer.json as ProductPage['products'];
    const total = Number(answer.headers[totalCountHeader] ?? Number.NaN);
    const heard = answer.headers[didYouMeanHeader];
    const didYouMean = readDidYouMean(typeof heard === 'string' ? heard : undefined);
    const data: ProductPage = {
      products,
      total: Number.isInteger(total) ? total : products.length,
      ...(didYouMean && { didYouMean }),
      ...(answer.headers[searchPartialHeader] === '1' && { partial: true as const }),
    };
    return { queryKey, data, updatedAt: now };
  }
  if (scope === 'products' && kind === 'detail' && typeof arg === 'string') {
    const currency = typeof queryKey[3] === 'string' ? queryKey[3] : undefined;
    const answer = await read(productPath(arg, currency));
    return answer && { queryKey, data: answer.json, updatedAt: now };
  }
  if (scope === currencyScope) {
    // The visitor's cookie comes with every read (page-renderer.ts); the session only signed in.
    const answer = await read('/currency', signedIn);
    return answer && { queryKey, data: answer.json, updatedAt: signedIn ? 0 : now };
  }
  // The remnants page's list and the product page's section, as a visitor reads them (no hold of theirs).
  if (scope === remnantsKey[0] && typeof kind === 'object' && kind !== null && arg === null) {
    const answer = await read(remnantsPath(kind as RemnantQuery));
    return answer && { queryKey, data: answer.json, updatedAt: now };
  }
  if (scope === 'reviews' && queryKey.length === 1) {
    const answer = await read('/rating');
    return answer && { queryKey, data: answer.json, updatedAt: now };
  }
  if (!signedIn) return undefined;
  // Read for this visitor; updatedAt 0: the browser checks them again at once (the access token
  // exchange of auth-provider.tsx runs there), showing these meanwhile.
  if (scope === sessionQueryKey[0] && kind === sessionQueryKey[1]) {
    const answer = await read('/api/auth/get-session', true);
    return answer && { queryKey, data: toAuthUser(answer.json as SessionAnswer | null), updatedAt: 0 };
  }
  if (scope === 'auth' && kind === 'admin' && typeof arg === 'string') {
    const answer = await read(`/admin/${encodeURIComponent(arg)}`, true);
    return answer && { queryKey, data: answer.json as AdminCheckAnswer, updatedAt: 0 };
  }
  if (scope === profileQueriesKey[0] && kind === profileQueriesKey[1] && typeof arg === 'string') {
    // getProfile: the first record of the list, null when there is none.
    const answer = await read(`/user/${encodeURIComponent(arg)}`, true);
    return answer && { queryKey, data: (answer.json as Profile[])[0] ?? null, updatedAt: 0 };
  }
  if (scope === myCompanyKey[0] && kind === myCompanyKey[1] && (arg === 'membership' || arg === 'detail')) {
    // getMembership, and getMyCompany: the company in full only for a member (null when in none).
    const membership = await read('/companies/mine/membership', true);
    if (!membership) return undefined;
    if (arg === 'membership') return { queryKey, data: membership.json, updatedAt: 0 };
    if ((membership.json as MembershipAnswer).company === null) return { queryKey, data: null, updatedAt: 0 };
    const company = await read('/companies/mine', true);
    return company && { queryKey, data: company.json, updatedAt: 0 };
  }
  return undefined;
}
