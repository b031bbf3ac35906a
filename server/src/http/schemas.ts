import { z } from 'zod';

/** The body of every error answer (docs/product/rules.md#who-may-call-what). */
export const errorSchema = z.object({ message: z.string() });
