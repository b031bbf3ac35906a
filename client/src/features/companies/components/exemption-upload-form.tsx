import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { toast } from 'react-toastify/unstyled';
import { quotes } from '#shared/messages/quotes.ts';
import { taxStanding } from '#shared/messages/tax-standing.ts';
import {
  exemptionReasons,
  isUnexpired,
  type TaxExemptionFields,
  taxExemptionFieldsSchema,
} from '#shared/tax-standing/tax-exemption.schema.ts';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { uploadProblem } from '../../../lib/upload-check.ts';
import { useUploadExemption } from '../api/tax-exemptions-api.ts';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { FileField } from '../../../components/ui/file-field.tsx';
import { FormCard } from '../../../components/ui/form-card.tsx';
import { localToday } from '../../../lib/local-date.ts';

const t = taxStanding;
const f = t.fields;
const pdf = ['application/pdf'] as const;

interface Values {
  region: string;
  country: string;
  number: string;
  reason: TaxExemptionFields['reason'] | '';
  expiresOn: string;
}
// The reason select starts empty ('' = not chosen), which the schema refuses with its own text.
const resolver = zodResolver(taxExemptionFieldsSchema) as unknown as Resolver<Values, unknown, TaxExemptionFields>;
const empty: Values = { region: '', country: '', number: '', reason: '', expiresOn: '' };

/**
 * A company admin uploads a tax exemption certificate (PRODUCT.md §16): the PDF, a region or a whole
 * country, its number, reason and expiry. Checked here by the shared schema to help early; the
 * server judges again, the file by its bytes.
 */
export function ExemptionUploadForm() {
  const upload = useUploadExemption();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [fileKey, setFileKey] = useState(0);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, TaxExemptionFields>({ resolver, defaultValues: empty });
  const submitted = async (fields: TaxExemptionFields) => {
    if (!file) return setFileError(quotes.fileMissing);
    if (fileError) return;
    if (!isUnexpired(fields.expiresOn, localToday())) return setError('expiresOn', { message: t.expiresOnPast });
    try {
      await upload.mutateAsync({ fields, file });
    } catch {
      return; // The MutationCache toasts the server's message.
    }
    toast.success(t.uploaded);
    reset(empty);
    setFile(null);
    setFileKey((key) => key + 1);
  };
  return (
    <FormCard
      variant="box"
      headingId="exemption-upload-heading"
      title={t.uploadHeading}
      onSubmit={handleSubmit(submitted)}
    >
      <FileField
        label={f.file}
        error={fileError}
        key={fileKey}
        accept={pdf}
        required
        onChoose={(chosen) => {
          setFile(chosen);
          setFileError(chosen ? uploadProblem(chosen, pdf) : undefined);
        }}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label={f.region}
          hint={t.regionHint}
          registration={register('region')}
          error={errors.region?.message}
        />
        <TextField
          label={f.country}
          hint={t.countryHint}
          registration={register('country')}
          error={errors.country?.message}
        />
        <TextField
          label={f.number}
          aria-required="true"
          registration={register('number')}
          error={errors.number?.message}
        />
        <SelectField
          label={f.reason}
          error={errors.reason?.message}
          registration={register('reason')}
          aria-required="true"
          placeholder={t.chooseReason}
          options={exemptionReasons}
          optionLabel={(reason) => t.reasons[reason]}
        />
        <TextField
          label={f.expiresOn}
          type="date"
          aria-required="true"
          registration={register('expiresOn')}
          error={errors.expiresOn?.message}
        />
      </div>
      <BusyButton busy={isSubmitting || upload.isPending} className="btn btn-primary self-start">
        {t.upload}
      </BusyButton>
    </FormCard>
  );
}
