import { z } from 'zod';

/** The body of every error answer (docs/product/rules.md#who-may-call-what). */
export const errorSchema = z.object({ message: z.string() });

/** The error answers a route documents (OpenAPI and the serializer), each `{message}`. */
export function errorAnswers<const Codes extends readonly number[]>(...codes: Codes) {
  return Object.fromEntries(codes.map((code) => [code, errorSchema])) as {
    [Code in Codes[number]]: typeof errorSchema;
  };
}

/** The OpenAPI security of a route that needs the bearer token. */
export const bearerSecurity = [{ bearer: [] }];
