import { z } from 'zod';

export const outboxStatuses = ['pending', 'sending', 'delivered', 'failed'] as const;
export const outboxStatusSchema = z.enum(outboxStatuses);
export type OutboxStatus = z.infer<typeof outboxStatusSchema>;

/** One outbound message as the admin's outbox page shows it (GET /outbox, PRODUCT.md §21). */
export const outboxMessageSchema = z.object({
  id: z.string(),
  topic: z.string(),
  recipient: z.string(),
  /** Null until the message is first rendered (its first attempt). */
  subject: z.string().nullable(),
  status: outboxStatusSchema,
  attempts: z.number().int(),
  nextAttemptAt: z.string(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxListQuerySchema = z.object({ status: outboxStatusSchema.optional() });
