import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Quote, quoteRequestSchema } from '#shared/quotes/quote.schema.ts';
import { api } from '../../../lib/api-client.ts';
import { quoteKeys } from './get-quotes.ts';

export type QuoteRequestInput = z.output<typeof quoteRequestSchema>;

/**
 * The multipart body of POST /quotes: every field as a string (empty ones left out, as the JSON
 * body would leave them out), then the drawing last, so the server has read the fields when the
 * file arrives.
 */
export function quoteRequestFormData(input: QuoteRequestInput, drawing: File): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined && value !== '') form.set(key, String(value));
  }
  form.set('drawing', drawing, drawing.name);
  return form;
}

/** POST /quotes: JSON, or multipart when a drawing comes with it (docs/product/quotes.md). */
export function requestQuote(input: QuoteRequestInput, drawing: File | null): Promise<Quote> {
  return api<Quote>('/quotes', { method: 'POST', body: drawing ? quoteRequestFormData(input, drawing) : input });
}

export function useRequestQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, drawing }: { input: QuoteRequestInput; drawing: File | null }) =>
      requestQuote(input, drawing),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quoteKeys.all }),
  });
}
