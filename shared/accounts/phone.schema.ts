import { z } from 'zod';
import { messages } from '../messages.ts';
import { validation as v } from '../messages/validation.ts';
import { oneLine } from '../text.schema.ts';

/** docs/product/rules.md#validation: a phone number of at least 11 characters (the purchase form's rule). */
export const phoneRules = { minLength: 11, maxLength: 32, pattern: /^[+\d\s().-]+$/ } as const;

const m = messages.purchase;

/**
 * The one phone rule, with the specification's texts: the purchase form, the profile form and the server
 * (POST /orders, PUT /user/{email}) all check a phone number with it.
 */
export const phoneSchema = z
  .string({ error: () => m.phoneRequired })
  .trim()
  .min(1, { error: () => m.phoneRequired })
  .min(phoneRules.minLength, { error: () => m.phoneTooShort })
  .max(phoneRules.maxLength, { error: () => v.atMostCharacters(messages.ordering.phone, phoneRules.maxLength) })
  // Before the pattern: its \s lets a line break through.
  .check(oneLine(() => v.fieldNames.phone))
  .regex(phoneRules.pattern, { error: () => v.phoneCharacters });
