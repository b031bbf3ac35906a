import { z } from 'zod';

/**
 * The small answers of the API that are not records (those live with their module: productSchema,
 * orderSchema, …). The server's route `response` schemas and the web app's types both come from
 * here, so the two sides cannot drift.
 */

/** DELETE /products/{id}, /rating/{id} and /user/{email} (docs/product/api.md#original-api's MongoDB-style answer). */
export const deletedAnswerSchema = z.object({ deletedCount: z.number() });
export type DeletedAnswer = z.infer<typeof deletedAnswerSchema>;

/** PUT /user/admin/{email}, and PUT /user/{email} with a profile. */
export const modifiedAnswerSchema = z.object({ modifiedCount: z.number() });
export type ModifiedAnswer = z.infer<typeof modifiedAnswerSchema>;

/** PUT /user/{email} with `{email}` alone: the session exchanged for an access token. */
export const accessTokenAnswerSchema = z.object({ token: z.string() });
export type AccessTokenAnswer = z.infer<typeof accessTokenAnswerSchema>;

/** GET /admin/{email}. */
export const adminCheckAnswerSchema = z.object({ admin: z.boolean() });
export type AdminCheckAnswer = z.infer<typeof adminCheckAnswerSchema>;

/** GET /auth/providers: which sign-in methods this store offers. */
export const authProvidersSchema = z.object({ emailPassword: z.boolean(), google: z.boolean() });
export type AuthProviders = z.infer<typeof authProvidersSchema>;

/** POST /create-payment-intent. */
export const paymentIntentAnswerSchema = z.object({ clientSecret: z.string() });
export type PaymentIntentAnswer = z.infer<typeof paymentIntentAnswerSchema>;

/** POST /payments/test/confirm (the built-in test provider). */
export const testPaymentAnswerSchema = z.object({ status: z.literal('succeeded'), paymentId: z.string() });
export type TestPaymentAnswer = z.infer<typeof testPaymentAnswerSchema>;

/** GET /healthz: 200 while the database answers, 503 (with a message) while it does not. */
export const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['up', 'down']) });
export type Health = z.infer<typeof healthSchema>;
