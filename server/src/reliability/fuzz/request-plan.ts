import fc from 'fast-check';
import type { RawJson } from './hostile-values.ts';
import {
  headerValue,
  hostileBody,
  hostileSegment,
  hostileString,
  hostileValue,
  Pairs,
  prototypeKeys,
} from './hostile-values.ts';

export type Role = 'anonymous' | 'buyer' | 'admin';
/** Who may call a route (docs/product/rules.md#who-may-call-what): the fuzz checks that nobody below gets a 2xx. */
export type Access = 'public' | 'signed-in' | 'admin';

/** A field the generated request leaves out. */
export const MISSING = Symbol('missing');
export const optional = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 1, arbitrary: fc.constant(MISSING) }, { weight: 2, arbitrary });

/** One route of the API with arbitraries for valid values of its inputs; the plan mixes in hostile ones. */
export interface RouteSpec {
  name: string;
  method: string;
  /** e.g. `/order/:id/cancel` */
  path: string;
  access: Access;
  weight: number;
  params?: Record<string, fc.Arbitrary<unknown>>;
  body?: Record<string, fc.Arbitrary<unknown>>;
  query?: Record<string, fc.Arbitrary<unknown>>;
  headers?: Record<string, fc.Arbitrary<unknown>>;
}

/** One generated request, before pool references are resolved against the store's state. */
export interface RequestPlan {
  /** The route's name (its spec stays out of the plan, so that counterexamples print short). */
  route: string;
  role: Role;
  params: Record<string, unknown>;
  query: { pairs: [string, unknown][]; raw: boolean } | undefined;
  body: Pairs | RawJson | undefined;
  contentType: string | typeof MISSING;
  headers: [string, unknown][];
}

const contentTypes = fc.oneof(
  { weight: 12, arbitrary: fc.constant('application/json') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'application/json; charset=latin1',
      'APPLICATION/JSON',
      'application/json;',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/vnd.api+json',
      'application/jsonp',
      '*/*',
      'application/octet-stream',
    ),
  },
  { weight: 1, arbitrary: fc.constant(MISSING) },
);

const anyHeader: fc.Arbitrary<[string, unknown]> = fc.oneof(
  fc.tuple(
    fc.constant('authorization'),
    fc.oneof(
      headerValue.map((value) => `Bearer ${value}`),
      headerValue,
      fc.constantFrom('Bearer', 'Bearer ', 'Basic YWRtaW46YWRtaW4=', 'Bearer null', 'Bearer undefined', 'Bearer a.b.c'),
    ),
  ),
  fc.tuple(
    fc.constant('cookie'),
    fc.oneof(
      headerValue,
      headerValue.map((value) => `better-auth.session_token=${value}`),
      headerValue.map((value) => `session_token=${value}; a=b`),
    ),
  ),
  fc.tuple(
    fc.constantFrom(
      'if-none-match',
      'accept-encoding',
      'accept',
      'accept-language',
      'x-forwarded-for',
      'x-forwarded-proto',
      'x-forwarded-host',
      'user-agent',
      'referer',
      'x-http-method-override',
      'content-encoding',
      'idempotency-key',
      'stripe-signature',
      'range',
    ),
    headerValue,
  ),
  fc.tuple(fc.constant('content-encoding'), fc.constantFrom('gzip', 'br', 'deflate', 'identity', 'x-unknown')),
  fc.tuple(fc.constant('origin'), fc.constantFrom('http://localhost:80', 'https://evil.example', 'null', '')),
  fc.tuple(fc.constant('sec-fetch-site'), fc.constantFrom('same-origin', 'cross-site', 'none', 'same-site')),
  fc.tuple(fc.stringMatching(/^x-[a-z0-9-]{1,20}$/), headerValue),
);

type Change = { kind: 'set' | 'append'; value: unknown } | { kind: 'delete' };
const change: fc.Arbitrary<Change> = fc.oneof(
  { weight: 4, arbitrary: hostileValue.map((value) => ({ kind: 'set' as const, value })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'delete' as const }) },
  { weight: 1, arbitrary: hostileValue.map((value) => ({ kind: 'append' as const, value })) },
);

/**
 * A record of valid values, then none or a few changes: a field set to a hostile value, removed,
 * or repeated; an unknown or prototype-polluting key added. Half the records stay valid, so that
 * requests also get through to the handlers and change the store.
 */
function mutatedRecord(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Pairs> {
  const names = Object.keys(fields);
  const key = fc.oneof(
    { weight: 5, arbitrary: names.length ? fc.constantFrom(...names) : fc.constant('extra') },
    { weight: 1, arbitrary: fc.constantFrom(...prototypeKeys, 'isAdmin', 'role', 'buyerId', 'status', 'total_cents') },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  );
  const changes = fc.oneof(
    { weight: 3, arbitrary: fc.constant([]) },
    { weight: 3, arbitrary: fc.array(fc.tuple(key, change), { minLength: 1, maxLength: 3 }) },
  );
  return fc.tuple(fc.record(fields), changes).map(([values, edits]) => {
    let pairs: [string, unknown][] = names
      .filter((name) => values[name] !== MISSING)
      .map((name) => [name, values[name]]);
    for (const [name, edit] of edits) {
      if (edit.kind === 'delete') pairs = pairs.filter(([existing]) => existing !== name);
      else if (edit.kind === 'append' || !pairs.some(([existing]) => existing === name)) pairs.push([name, edit.value]);
      else pairs = pairs.map(([existing, value]) => [existing, existing === name ? edit.value : value]);
    }
    return new Pairs(pairs);
  });
}

const roles = fc.oneof(
  { weight: 1, arbitrary: fc.constant<Role>('anonymous') },
  { weight: 2, arbitrary: fc.constant<Role>('buyer') },
  { weight: 2, arbitrary: fc.constant<Role>('admin') },
);

/** Every generated request for one route: its role, path, query, body and headers. */
export function planFor(route: RouteSpec): fc.Arbitrary<RequestPlan> {
  const paramNames = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const params = fc.record(
    Object.fromEntries(
      paramNames.map((name) => [
        name,
        fc.oneof(
          { weight: 4, arbitrary: route.params?.[name] ?? hostileString },
          { weight: 1, arbitrary: hostileSegment },
        ),
      ]),
    ),
  );
  const body: fc.Arbitrary<Pairs | RawJson | undefined> = route.body
    ? fc.oneof({ weight: 8, arbitrary: mutatedRecord(route.body) }, { weight: 1, arbitrary: hostileBody })
    : fc.oneof({ weight: 8, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: hostileBody });
  const query = fc.oneof(
    { weight: route.query ? 1 : 6, arbitrary: fc.constant(undefined) },
    {
      weight: route.query ? 6 : 1,
      arbitrary: fc.record({
        pairs: mutatedRecord(route.query ?? {}).map((record) => record.pairs),
        raw: fc.boolean(),
      }),
    },
  );
  const ownHeaders = route.headers
    ? fc
        .record(route.headers)
        .map((values) => Object.entries(values).filter((entry): entry is [string, unknown] => entry[1] !== MISSING))
    : fc.constant([] as [string, unknown][]);
  const headers = fc
    .tuple(
      ownHeaders,
      fc.oneof(
        { weight: 3, arbitrary: fc.constant([]) },
        { weight: 1, arbitrary: fc.array(anyHeader, { maxLength: 3 }) },
      ),
    )
    .map(([own, more]) => [...own, ...more]);
  return fc.record({
    route: fc.constant(route.name),
    role: roles,
    params,
    query,
    body,
    contentType: contentTypes,
    headers,
  });
}
