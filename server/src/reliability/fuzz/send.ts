import type { FastifyInstance } from 'fastify';
import { RawJson, toJsonText } from './hostile-values.ts';
import { type Access, MISSING, type RequestPlan, type Role } from './request-plan.ts';
import { routeNamed } from './routes.ts';
import type { StoreModel } from './store-model.ts';

export interface SentRequest {
  route: string;
  role: Role;
  /** Whose token the server sees: a replaced Authorization header makes the caller anonymous. */
  effectiveRole: Role;
  /** What that account may do now (an account removed or made admin by an earlier request counts). */
  rights: Access;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload: string | undefined;
  /** The body as the server's JSON parser reads it, when it is JSON. */
  parsedBody: unknown;
  /** Path parameters as the router decodes them. */
  params: Record<string, string>;
}

export interface Answer {
  status: number;
  contentType: string;
  text: string;
}

const asText = (value: unknown) =>
  typeof value === 'string' ? value : value instanceof RawJson ? value.text : toJsonText(value);

/** A URL carries UTF-8, which has no lone surrogate: they go as U+FFFD, as a browser sends them. */
const wellFormed = (text: string) =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
const encode = (text: string) => encodeURIComponent(wellFormed(text));

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** Percent-encodes what a URL cannot carry, leaving deliberate `%zz`-style junk as it is. */
const rawUrlPart = (text: string) => wellFormed(text).replace(/[^\x21-\x7e]|#|\?|&/gu, (c) => encodeURIComponent(c));

/** Turns a plan into the bytes of a request, with ids and emails the store holds now. */
export function materialize(
  plan: RequestPlan,
  model: StoreModel,
  tokens: Record<Role, string | undefined>,
): SentRequest {
  const route = routeNamed(plan.route);
  const resolve = (value: unknown) => model.resolve(value, plan.role);
  const params: Record<string, string> = {};
  const url = route.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = resolve(plan.params[name]);
    if (value && typeof value === 'object' && 'raw' in value) {
      // A segment of only "." or ".." (alone or between slashes, its dots as they are or as %2e) is
      // resolved by every HTTP client before it is sent (/purchase-orders/.. is a request for /),
      // so it would test another route: a segment of three dots keeps the value at this route.
      const raw = String(value.raw)
        .split('/')
        .map((segment) => segment.replace(/^(?:\.|%2e){1,2}$/i, '...'))
        .join('/');
      params[name] = safeDecode(raw);
      return rawUrlPart(raw);
    }
    params[name] = wellFormed(asText(value));
    return encode(params[name]);
  });
  let query = '';
  if (plan.query) {
    const part = plan.query.raw ? rawUrlPart : encode;
    query = `?${plan.query.pairs.map(([key, value]) => `${part(key)}=${part(asText(resolve(value)))}`).join('&')}`;
  }
  const headers: Record<string, string> = {};
  const token = tokens[plan.role];
  if (token) headers.authorization = `Bearer ${token}`;
  let effectiveRole = plan.role;
  const payload = plan.body === undefined ? undefined : asText(resolve(plan.body));
  if (payload !== undefined && plan.contentType !== MISSING) headers['content-type'] = plan.contentType;
  for (const [name, value] of plan.headers) {
    if (name === 'authorization') effectiveRole = 'anonymous';
    headers[name] = asText(resolve(value));
  }
  let parsedBody: unknown;
  try {
    // Fastify's JSON parser (secure-json-parse) skips a leading byte-order mark; so does the model.
    parsedBody = payload === undefined ? undefined : JSON.parse(payload.replace(/^\uFEFF/, ''));
  } catch {
    parsedBody = undefined;
  }
  return {
    route: route.name,
    role: plan.role,
    effectiveRole,
    rights: model.rightsOf(effectiveRole),
    method: route.method,
    url: `${url}${query}`,
    headers,
    payload,
    parsedBody,
    params,
  };
}

export async function send(app: FastifyInstance, request: SentRequest): Promise<Answer> {
  const response = await app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  return {
    status: response.statusCode,
    contentType: String(response.headers['content-type'] ?? ''),
    text: response.body,
  };
}

/** Where an error answer may carry Better Auth's or the card form's `code` besides `message`. */
const mayCarryCode = (request: SentRequest, status: number) =>
  request.url.startsWith('/api/auth/') || (request.route === 'POST /payments/test/confirm' && status === 402);

/**
 * The contract every answer keeps, whatever was sent: never a 5xx; an error is JSON `{message}`
 * with a non-empty text and no stack trace; nobody gets a 2xx from a route above their role.
 * Returns the parsed body; throws with the request and the answer when the contract is broken.
 */
export function checkAnswer(request: SentRequest, answer: Answer, access: Access): unknown {
  const fail = (why: string): never => {
    const shown = { ...request, payload: request.payload?.slice(0, 500) };
    throw new Error(`${why}\nrequest: ${JSON.stringify(shown)}\nanswer: ${answer.status} ${answer.text.slice(0, 500)}`);
  };
  if (answer.status >= 500) fail(`answered ${answer.status}`);
  let body: unknown;
  if (answer.text.length && answer.contentType.includes('json')) {
    try {
      body = JSON.parse(answer.text);
    } catch {
      fail('answered JSON that does not parse');
    }
  }
  if (answer.status >= 400) {
    if (!answer.contentType.startsWith('application/json')) fail('answered an error that is not JSON');
    const keys = body && typeof body === 'object' ? Object.keys(body).sort() : [];
    const allowed = mayCarryCode(request, answer.status) && keys.join() === 'code,message';
    if (keys.join() !== 'message' && !allowed) fail(`answered an error body with keys [${keys.join()}]`);
    const message = (body as { message: unknown }).message;
    if (typeof message !== 'string' || !message.trim()) fail('answered an error without a message');
    if (/\n\s+at |node_modules|\/work\/|\.ts:\d+/.test(message as string)) fail('leaked internals in the message');
  }
  if (answer.status < 300) {
    if (access !== 'public' && request.rights === 'public') fail('let an anonymous caller (or a removed account) in');
    if (access === 'admin' && request.rights !== 'admin') fail('let a non-admin in');
  }
  return body;
}
