import { useCallback, useEffect, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { complianceHolds } from '#shared/messages/compliance-holds.ts';
import { addressTexts } from '#shared/messages/addresses.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useIsoPlaces } from '../forms/use-iso-places.ts';
import { FormField } from '../ui/form-field.tsx';
import { TextField } from '../ui/text-field.tsx';

const t = complianceHolds.checkout;

/**
 * The end-use statement (PRODUCT.md §19) a placing form asks for when the server says an order
 * needs one (an export-controlled line shipping abroad): end user, country and end use, and the
 * buyer's confirmation, sent as `endUse` and checked by `endUseInputSchema`. Not needed, the
 * fields leave the form's values, so nothing is sent.
 */
export function EndUseFields({ required }: { required: boolean }) {
  const { register, unregister, getFieldState, formState } = useFormContext();
  const places = useIsoPlaces();
  useEffect(() => {
    if (!required) unregister('endUse');
  }, [required, unregister]);
  if (!required) return null;
  const error = (field: string) => getFieldState(`endUse.${field}`, formState).error?.message;
  const confirmError = error('confirm');
  return (
    <fieldset className="flex flex-col gap-3 rounded-box border border-base-300 p-3">
      <legend className="px-1 font-semibold">{t.legend}</legend>
      <p className="text-sm">{t.intro}</p>
      <TextField label={t.endUser} maxLength={200} registration={register('endUse.endUser')} error={error('endUser')} />
      <FormField label={t.country} error={error('country')}>
        {(c) => (
          <select {...c} {...register('endUse.country')} aria-required="true" className="select w-full">
            <option value="">{addressTexts.chooseCountry}</option>
            {places?.countries.map((place) => (
              <option key={place.code} value={place.code}>
                {place.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t.purpose} error={error('purpose')}>
        {(c) => (
          <textarea {...c} {...register('endUse.purpose')} maxLength={1000} rows={3} className="textarea w-full" />
        )}
      </FormField>
      <div className="flex flex-col gap-1">
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            className="checkbox"
            aria-invalid={Boolean(confirmError)}
            aria-describedby={confirmError ? 'end-use-confirm-error' : undefined}
            {...register('endUse.confirm')}
          />
          {t.confirm}
        </label>
        {confirmError && (
          <p id="end-use-confirm-error" className="text-sm text-red-700">
            {confirmError}
          </p>
        )}
      </div>
    </fieldset>
  );
}

/**
 * For a placing form that cannot tell beforehand (the Purchase page, accepting a quote): the
 * statement is asked for once the server refuses the order for want of one (400 with
 * `endUseRequired`, the shared text), and the buyer places it again with it.
 */
export function useEndUseWhenAsked() {
  const [asked, setAsked] = useState(false);
  const noteRefusal = useCallback((error: unknown) => {
    if (error instanceof ApiError && error.status === 400 && error.message === complianceHolds.endUseRequired) {
      setAsked(true);
    }
  }, []);
  return { asked, noteRefusal };
}
