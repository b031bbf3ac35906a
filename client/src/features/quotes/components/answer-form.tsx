import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify/unstyled';
import type { z } from 'zod';
import { orderCurrency } from '#shared/messages/order-currency.ts';
import { quotes } from '#shared/messages/quotes.ts';
import { minorUnitProblem } from '#shared/money/minor-units.ts';
import { minorDigits } from '#shared/settings/currencies.schema.ts';
import { type Quote, type QuoteAnswer, quoteAnswerSchema } from '#shared/quotes/quote.schema.ts';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { MoneyField } from '../../../components/ui/money-field.tsx';
import { localToday } from '../../../lib/local-date.ts';
import { useChangeQuote } from '../api/quote-actions.ts';
import { FormCard } from '../../../components/ui/form-card.tsx';

const t = quotes;

/**
 * The answer's schema plus: a valid-until day not already past (the server checks it with its own
 * clock), and a unit price in whole minor units of the quote's currency (whole yen; PRODUCT.md §17).
 */
function answerFormSchema(today: string, currency: string) {
  return quoteAnswerSchema.superRefine((values, ctx) => {
    if (values.validUntil < today) ctx.addIssue({ code: 'custom', path: ['validUntil'], message: t.validUntilPast });
    const problem = Number.isFinite(values.unitPrice)
      ? minorUnitProblem(values.unitPrice, currency, orderCurrency.labels.unitPrice)
      : undefined;
    if (problem) ctx.addIssue({ code: 'custom', path: ['unitPrice'], message: problem });
  });
}

/** The admin prices a requested quote: unit price, lead time, valid until and a note (docs/product/quotes.md). */
export function AnswerForm({ quote }: { quote: Quote }) {
  const change = useChangeQuote();
  const today = localToday();
  const schema = useMemo(() => answerFormSchema(today, quote.currency), [today, quote.currency]);
  const minorUnit = 10 ** -minorDigits(quote.currency);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<QuoteAnswer, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { validUntil: '', note: '' },
  });
  const onSubmit = handleSubmit(async (input) => {
    try {
      await change.mutateAsync({ id: quote._id, action: 'answer', input });
    } catch {
      return; // Toasted by the MutationCache.
    }
    toast.success(t.answered);
  });
  return (
    <FormCard headingId="answer-form-heading" title={t.answerFormHeading} onSubmit={onSubmit}>
      <div className="grid gap-4 sm:grid-cols-3">
        <MoneyField
          label={orderCurrency.quotePriceIn(quote.currency)}
          currency={quote.currency}
          min={minorUnit}
          aria-required="true"
          registration={register('unitPrice', { valueAsNumber: true })}
          error={errors.unitPrice?.message}
        />
        <TextField
          label={t.leadTimeLabel}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          aria-required="true"
          registration={register('leadTimeDays', { valueAsNumber: true })}
          error={errors.leadTimeDays?.message}
        />
        <TextField
          label={t.validUntilLabel}
          type="date"
          min={today}
          aria-required="true"
          registration={register('validUntil')}
          error={errors.validUntil?.message}
        />
      </div>
      <FormField label={t.noteLabel} error={errors.note?.message}>
        {(control) => <textarea {...control} {...register('note')} rows={3} className="textarea w-full" />}
      </FormField>
      <BusyButton busy={isSubmitting || change.isPending} className="btn btn-primary self-start">
        {t.sendAnswer}
      </BusyButton>
    </FormCard>
  );
}
