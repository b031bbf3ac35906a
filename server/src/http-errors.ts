import { messages } from '#shared/messages.ts';

/** An error whose message is safe to show the client: the route decided the status and the text. */
export class HttpError extends Error {
  readonly statusCode: number;
  /** Headers the answer carries, e.g. a 429's Retry-After (error-handler.ts sets them). */
  readonly headers: Readonly<Record<string, string>>;
  constructor(statusCode: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.statusCode = statusCode;
    this.headers = headers;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string = messages.errors.unauthorized) => new HttpError(401, message);
export const forbidden = (message: string = messages.errors.forbidden) => new HttpError(403, message);
export const notFound = (message: string = messages.errors.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** Validates a value that the route schema could not (e.g. a body of two shapes): 400 with the first issue. */
export function parseOrBadRequest<T>(
  schema: {
    safeParse(
      value: unknown,
    ): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };
  },
  value: unknown,
): T {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? 'Invalid request');
  return result.data;
}
