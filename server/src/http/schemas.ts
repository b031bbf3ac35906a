import { z } from 'zod';

/** The body of every error answer (PRODUCT.md §4). */
export const errorSchema = z.object({ message: z.string() });
