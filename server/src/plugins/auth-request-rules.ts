/**
 * Rules the `/api/auth/*` route applies before Better Auth sees a request (plugins/auth-proxy.ts).
 */

// Better Auth's endpoints are plain segments (`/sign-in/email`, `/callback/google`). A path with a
// dot segment, an empty segment, a backslash or a percent-escape is one Better Auth would resolve
// to another endpoint than the one the rate limit saw (`/api/auth/./sign-in/email`), so it is
// refused rather than normalised twice in two ways.
const canonicalAuthPath = /^\/api\/auth(\/[A-Za-z0-9_-]+)+\/?$/;

export function isCanonicalAuthPath(url: string): boolean {
  const query = url.indexOf('?');
  return canonicalAuthPath.test(query === -1 ? url : url.slice(0, query));
}

// Paths that guess or create credentials, or send mail: limited per client (docs/product/rules.md#identity).
const limitedAuthPaths =
  /^\/api\/auth\/(sign-in|sign-up|request-password-reset|forget-password|reset-password|change-password|change-email|delete-user|send-verification-email)(\/|\?|$)/;

/**
 * Whether a request counts against the auth rate limit. Counted on the path as Better Auth would
 * resolve it (dot segments, escapes and doubled slashes undone), so no spelling of a limited path
 * escapes the count even before the route refuses it.
 */
export function isLimitedAuthRequest(method: string, url: string): boolean {
  if (method !== 'POST') return false;
  return limitedAuthPaths.test(normalisedPath(url));
}

function normalisedPath(url: string): string {
  const query = url.indexOf('?');
  let path = query === -1 ? url : url.slice(0, query);
  for (let round = 0; round < 3 && path.includes('%'); round += 1) {
    try {
      path = decodeURIComponent(path);
    } catch {
      break;
    }
  }
  const segments: string[] = [];
  for (const segment of path.replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

/** How deeply a JSON body may nest: Better Auth's handling of a deeper one failed with a 500. */
export const maxJsonDepth = 16;

export function jsonDepthExceeds(value: unknown, limit = maxJsonDepth): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [current, depth] = stack.pop()!;
    if (!current || typeof current !== 'object') continue;
    if (depth >= limit) return true;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return false;
}

// Where Better Auth sends the browser afterwards. Two rules before it sees them:
// - ASCII only: it copies them into a Location header, and a character a header cannot carry made
//   it throw, a 500 (found by server/src/reliability/fuzz.api.test.ts);
// - this store only: a path here or our own origin, never another site (no open redirect, even
//   for API-style calls Better Auth's own origin check lets through).
const redirectFields = ['callbackURL', 'newUserCallbackURL', 'errorCallbackURL', 'redirectTo'];

function isOwnUrl(value: string, ownOrigins: ReadonlySet<string>): boolean {
  if (/[^\x21-\x7e]/.test(value)) return false;
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return true;
  try {
    return ownOrigins.has(new URL(value).origin);
  } catch {
    return false;
  }
}

export function hasUnsafeRedirect(input: unknown, ownOrigins: ReadonlySet<string>): boolean {
  if (!input || typeof input !== 'object') return false;
  return redirectFields.some((field) => {
    const value = (input as Record<string, unknown>)[field];
    return typeof value === 'string' && !isOwnUrl(value, ownOrigins);
  });
}
