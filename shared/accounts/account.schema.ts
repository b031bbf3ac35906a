import { z } from 'zod';
import { imageUrlSchema } from '../image-url.schema.ts';
import { messages } from '../messages.ts';

/** SPEC.md §9: password at least 6 characters; the upper bound keeps hashing cheap and bounded. */
export const passwordRules = { minLength: 6, maxLength: 128 } as const;
export const phoneMinLength = 11;

const m = messages.signUp;

// "a simple pattern" (SPEC.md §5): something@something.something, no spaces.
const emailField = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, m.emailRequired)
  .max(254, m.emailInvalid)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, m.emailInvalid);

export const signUpSchema = z.object({
  name: z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(100),
  email: emailField,
  password: z
    .string({ error: m.passwordRequired })
    .min(1, m.passwordRequired)
    .min(passwordRules.minLength, m.passwordTooShort)
    .max(passwordRules.maxLength, `Password must be ${passwordRules.maxLength} characters or shorter`),
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

const required = (label: string) => `${label} is required`;

/** PUT /user/{email} with a profile (SPEC.md §5: all required). */
export const profileInputSchema = z
  .object({
    name: z.string().trim().max(100).optional(),
    email: z.string().optional(),
    picture: imageUrlSchema('Image URL'),
    education: z
      .string({ error: required('Company name') })
      .trim()
      .min(1, required('Company name'))
      .max(160),
    location: z
      .string({ error: required('Location') })
      .trim()
      .min(1, required('Location'))
      .max(160),
    phone: z
      .string({ error: required('Phone') })
      .trim()
      .min(1, required('Phone'))
      .max(32, 'Phone must be 32 characters or shorter')
      .regex(/^[+\d\s().-]+$/, 'Phone may contain digits, spaces and + ( ) . - only'),
  })
  .strict();
export type ProfileInput = z.infer<typeof profileInputSchema>;

/** A profile record of GET /user/{email} (SPEC.md §3). */
export const profileSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  picture: z.string(),
  education: z.string(),
  location: z.string(),
  phone: z.string(),
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
