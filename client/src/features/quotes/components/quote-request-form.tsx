import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { forms, formLabels, metalLabels, metals } from '#shared/catalog/taxonomy.ts';
import { quotes } from '#shared/messages/quotes.ts';
import { quotePaths } from '#shared/lazy-paths.ts';
import { certificateTypes, drawingContentTypes, quoteRequestSchema } from '#shared/quotes/quote.schema.ts';
import { orderLines as l } from '#shared/messages/order-lines.ts';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { localToday } from '../../../lib/local-date.ts';
import { uploadProblem } from '../../../lib/upload-check.ts';
import { type QuoteRequestInput, useRequestQuote } from '../api/request-quote.ts';
import type { QuoteFormValues } from '../product-prefill.ts';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { FileField } from '../../../components/ui/file-field.tsx';

const t = quotes;

// The selects start empty ('' = nothing chosen yet), which the schema refuses with its own text.
const resolver = zodResolver(quoteRequestSchema) as unknown as Resolver<QuoteFormValues, unknown, QuoteRequestInput>;

/**
 * The request for a quote (docs/product/quotes.md): metal, form, grade, dimensions, quantity,
 * target date, notes and an optional drawing. Checked by the server's own schema; the drawing's
 * size and type only as an early hint, the server judges its bytes.
 */
export function QuoteRequestForm({ defaults }: { defaults: QuoteFormValues }) {
  const navigate = useNavigate();
  const request = useRequestQuote();
  const [drawing, setDrawing] = useState<File | null>(null);
  const [drawingError, setDrawingError] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<QuoteFormValues, unknown, QuoteRequestInput>({ resolver, defaultValues: defaults });

  const onSubmit = handleSubmit(async (input) => {
    if (drawingError) return;
    let quote;
    try {
      quote = await request.mutateAsync({ input, drawing });
    } catch {
      return; // The MutationCache toasts the server's message (lib/query-client.ts).
    }
    toast.success(t.requested(quote.number));
    await navigate(quotePaths.quote(quote._id));
  });

  const busy = isSubmitting || request.isPending;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex max-w-2xl flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t.metal}
          error={errors.metal?.message}
          registration={register('metal')}
          aria-required="true"
          placeholder={t.chooseMetal}
          options={metals}
          optionLabel={(metal) => metalLabels[metal]}
        />
        <SelectField
          label={t.form}
          error={errors.form?.message}
          registration={register('form')}
          aria-required="true"
          placeholder={t.chooseForm}
          options={forms}
          optionLabel={(form) => formLabels[form]}
        />
      </div>
      <TextField label={t.grade} registration={register('grade')} error={errors.grade?.message} />
      <TextField
        label={t.dimensions}
        hint={t.dimensionsHint}
        aria-required="true"
        registration={register('dimensions')}
        error={errors.dimensions?.message}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t.quantity}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          aria-required="true"
          registration={register('quantity', { valueAsNumber: true })}
          error={errors.quantity?.message}
        />
        <TextField
          label={t.targetDate}
          type="date"
          min={localToday()}
          registration={register('targetDate')}
          error={errors.targetDate?.message}
        />
      </div>
      <SelectField
        label={l.certificateLabel}
        error={errors.certificateRequired?.message}
        registration={register('certificateRequired')}
        placeholder={l.noCertificate}
        options={certificateTypes}
      />
      <FormField label={t.notes} error={errors.notes?.message}>
        {(control) => <textarea {...control} {...register('notes')} rows={4} className="textarea w-full" />}
      </FormField>
      <FileField
        label={t.drawing}
        error={drawingError}
        accept={drawingContentTypes}
        onChoose={(file) => {
          setDrawing(file);
          setDrawingError(file ? uploadProblem(file, drawingContentTypes) : undefined);
        }}
      />
      <BusyButton busy={busy} className="btn btn-primary self-start">
        {busy ? t.sending : t.sendRequest}
      </BusyButton>
    </form>
  );
}
