import { addressAnswerSchema } from '../addresses/address-answer.schema.ts';
import { z } from 'zod';
import { imageUrlSchema } from '../image-url.schema.ts';
import { messages } from '../messages.ts';
import { validation as v } from '../messages/validation.ts';
import { oneLine } from '../text.schema.ts';
import { phoneSchema } from './phone.schema.ts';

/** docs/product/rules.md#constants: password at least 6 characters; the upper bound keeps hashing cheap and bounded. */
export const passwordRules = { minLength: 6, maxLength: 128 } as const;

const m = messages.signUp;

// "a simple pattern" (docs/product/rules.md#validation): something@something.something, no spaces.
const emailField = z
  .string({ error: () => m.emailRequired })
  .trim()
  .min(1, { error: () => m.emailRequired })
  .max(254, { error: () => m.emailInvalid })
  .check(oneLine(() => v.fieldNames.email))
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: () => m.emailInvalid });

export const signUpSchema = z.object({
  // Better Auth's own sign-up and update-user check a name with this too (auth-input.ts).
  name: z
    .string({ error: () => m.nameRequired })
    .trim()
    .min(1, { error: () => m.nameRequired })
    .max(100)
    .check(oneLine(() => v.fieldNames.name)),
  email: emailField,
  password: z
    .string({ error: () => m.passwordRequired })
    .min(1, { error: () => m.passwordRequired })
    .min(passwordRules.minLength, { error: () => m.passwordTooShort })
    .max(passwordRules.maxLength, { error: () => v.atMostCharacters(v.password, passwordRules.maxLength) }),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({
  email: z.string().trim().min(1),
  password: z.string().min(1),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const resetPasswordSchema = z.object({
  password: signUpSchema.shape.password,
});

const labels = messages.accountPages;

/** PUT /user/{email} with a profile (docs/product/rules.md#validation: all required). */
export const profileInputSchema = z
  .object({
    name: z
      .string()
      .trim()
      .max(100)
      .check(oneLine(() => labels.name))
      .optional(),
    email: z.string().optional(),
    picture: imageUrlSchema(() => labels.imageUrl),
    education: z
      .string({ error: () => v.required(labels.companyName) })
      .trim()
      .min(1, { error: () => v.required(labels.companyName) })
      .max(160)
      .check(oneLine(() => labels.companyName)),
    location: z
      .string({ error: () => v.required(labels.location) })
      .trim()
      .min(1, { error: () => v.required(labels.location) })
      .max(160)
      .check(oneLine(() => labels.location)),
    phone: phoneSchema,
  })
  .strict();
export type ProfileInput = z.infer<typeof profileInputSchema>;

/** A profile record of GET /user/{email} (docs/product/api.md#resources). */
export const profileSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  picture: z.string(),
  education: z.string(),
  location: z.string(),
  phone: z.string(),
  /** The ship-to address saved at the last checkout (docs/product/ordering.md); empty until then. */
  shipToAddress: z.string(),
  /** The same address structured (PRODUCT.md §16); one saved as free text is line1 in the home country. Null: none. */
  shipTo: addressAnswerSchema.nullable(),
  role: z.enum(['admin', 'user']),
});
export type Profile = z.infer<typeof profileSchema>;

/** A row of GET /allUsers. */
export const userSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['admin', 'user']),
});
export type UserSummary = z.infer<typeof userSummarySchema>;
