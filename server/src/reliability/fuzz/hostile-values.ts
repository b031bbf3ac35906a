import fc from 'fast-check';

/** A JSON token written verbatim: numbers JSON.stringify cannot write (`-0`, `1e400`), or broken text. */
export class RawJson {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

/** An object written from key/value pairs, so `__proto__` keys and duplicate keys reach the server. */
export class Pairs {
  readonly pairs: [string, unknown][];
  constructor(pairs: [string, unknown][]) {
    this.pairs = pairs;
  }
}

/** A value taken at request time from what the store holds then (a product id, an order id, …). */
export class PoolRef {
  readonly pool: string;
  readonly index: number;
  constructor(pool: string, index: number) {
    this.pool = pool;
    this.index = index;
  }
}

export const pool = (name: string) => fc.nat().map((index) => new PoolRef(name, index));

/** Writes a generated value as JSON text, RawJson tokens and Pairs included. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (value instanceof Pairs)
    return `{${value.pairs.map(([key, item]) => `${JSON.stringify(key)}:${toJsonText(item)}`).join(',')}}`;
  if (Array.isArray(value)) return `[${value.map((item) => toJsonText(item ?? null)).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value).map(
      (key) => `${JSON.stringify(key)}:${toJsonText((value as Record<string, unknown>)[key])}`,
    );
    return `{${entries.join(',')}}`;
  }
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return 'null';
  if (typeof value === 'bigint') return value.toString();
  return JSON.stringify(value) ?? 'null';
}

/** Keys that reach Object.prototype if a parser or a merge is careless. */
export const prototypeKeys = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty'];

/** Numbers at and past the bounds the store checks (quantities 10,000,000, prices 1,000,000, ratings 1–5). */
export const edgeNumbers = [
  0,
  -0,
  1,
  -1,
  0.5,
  0.01,
  0.001,
  0.1 + 0.2,
  4.999,
  5,
  6,
  11,
  100,
  2 ** 31,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  Number.EPSILON,
  1e21,
  10_000_000,
  10_000_001,
  9_999_999.5,
  1_000_000,
  1_000_000.01,
  999_999.999,
  19.99,
  19.999,
];

/** Number tokens only raw JSON can carry: -0, 2^53+1, overflow to Infinity, underflow to 0, exponents. */
export const rawNumberTokens = [
  '-0',
  '-0.0',
  '9007199254740993',
  '-9007199254740993',
  '1e400',
  '-1e400',
  '1e-400',
  '1E2',
  '1.0',
  '5.00000000000000001',
  '10000000.0000000001',
  '1e7',
  '0.1e1',
  '123456789012345678901234567890',
];

/** Strings that look like numbers, booleans or nothing, for fields that coerce. */
export const numberishStrings = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e3',
  ' 12 ',
  '0x1F',
  '0b11',
  '0o7',
  '12abc',
  '',
  ' ',
  '-0',
  '+5',
  '1_000',
  '1,5',
  'null',
  'undefined',
  'true',
  'false',
  '[]',
  '{}',
  '٣',
  '１２',
  '9007199254740993',
  '1e400',
  '-1',
  '0',
  '00001',
];

/** Strings that have hurt servers before: injection, traversal, control and direction characters. */
export const nastyStrings = [
  "' OR 1=1 --",
  '"; DROP TABLE orders; --',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  '../../etc/passwd',
  '\u0000',
  'a\u0000b',
  '\r\nX-Injected: 1',
  '\u202eevil',
  '\ufeff',
  '\ud800',
  'e\u0301',
  '😀'.repeat(50),
  '%00',
  '%',
  '%zz',
  '\\',
  '\\\\u0000',
  'ＡＢＣ',
  'İstanbul',
  'ß',
  'ǅ',
  ' buyer@example.com ',
  'BUYER@EXAMPLE.COM',
  '__proto__',
];

const hugeString = fc
  .tuple(fc.constantFrom('a', 'é', '😀', ' ', '0', '<'), fc.integer({ min: 300, max: 24_000 }))
  .map(([unit, count]) => unit.repeat(count));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.constantFrom(...numberishStrings) },
  { weight: 2, arbitrary: fc.constantFrom(...nastyStrings) },
  { weight: 1, arbitrary: hugeString },
);

export const hostileNumber: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...edgeNumbers) },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 2, arbitrary: fc.constantFrom(...rawNumberTokens).map((token) => new RawJson(token)) },
);

const hostileKey = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...prototypeKeys) },
  { weight: 3, arbitrary: fc.string({ maxLength: 12 }) },
);

/** Objects and arrays, shallow or absurdly deep, with prototype-pollution keys among theirs. */
const nested: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({
    maxDepth: 3,
    maxKeys: 4,
    key: fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom(...prototypeKeys)),
  }),
  fc
    .array(fc.tuple(hostileKey, fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.constant({ isAdmin: true }))), {
      maxLength: 4,
    })
    .map((pairs) => new Pairs(pairs)),
  fc.integer({ min: 50, max: 3000 }).map((depth) => new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`)),
  fc.integer({ min: 50, max: 1500 }).map((depth) => new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`)),
);

/** Any value where a field is expected: wrong type, edge number, hostile string, nested structure. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileNumber },
  { weight: 4, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 2, arbitrary: nested },
);

/** A whole body that is not the object the route expects, or not JSON at all. */
export const hostileBody: fc.Arbitrary<RawJson> = fc.oneof(
  hostileValue.map((value) => new RawJson(toJsonText(value))),
  fc
    .constantFrom(
      '',
      '{',
      '{"a":',
      '[',
      'nul',
      '{"a":1,}',
      "{'a':1}",
      '{"a":1}{"b":2}',
      '\u0000',
      'undefined',
      '{"__proto__":{"isAdmin":true}}',
      '{"constructor":{"prototype":{"isAdmin":true}}}',
      '\ufeff{}',
    )
    .map((text) => new RawJson(text)),
  // Past the 64 KiB body limit.
  fc
    .integer({ min: 64 * 1024, max: 80 * 1024 })
    .map((size) => new RawJson(JSON.stringify({ userReview: 'x'.repeat(size) }))),
);

/** A path segment that is not the id or email the route expects; `raw` ones are not percent-encoded. */
export const hostileSegment: fc.Arbitrary<{ raw: string } | string> = fc.oneof(
  { weight: 4, arbitrary: hostileString.filter((value) => value.length < 300) },
  { weight: 2, arbitrary: fc.constantFrom(...edgeNumbers.map(String), ...rawNumberTokens) },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom(
        '%',
        '%zz',
        '%E0%A4%A',
        '%C0%AF',
        '%FF',
        '..',
        '.',
        '%2F',
        '%2e%2e',
        '%00',
        '',
        ';',
        'a;b=c',
        '%u0041',
        'a'.repeat(300),
      )
      .map((raw) => ({ raw })),
  },
);

/** A header value Node accepts on the wire (no CR, LF or NUL), of any meaning. */
export const headerValue = hostileString.map((value) => value.slice(0, 4096).replace(/[^\t\x20-\x7e\x80-\xff]/g, '?'));
