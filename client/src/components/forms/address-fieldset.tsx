import { useFormContext, useWatch } from 'react-hook-form';
import { addressTexts as t } from '#shared/messages/addresses.ts';
import { FormField } from '../ui/form-field.tsx';
import { TextField } from '../ui/text-field.tsx';
import type { AddressFieldName } from './address-field-names.ts';
import { useIsoPlaces } from './use-iso-places.ts';

interface AddressFieldsetProps {
  /** Where the address sits in the form's values: `shipTo`, `billing`, `addresses.0`. */
  prefix: string;
  legend: string;
  /** Name and company lines (a ship-to's attention); a billing address is the company's own. */
  withRecipient?: boolean;
}

/**
 * A structured address (PRODUCT.md §16) inside a react-hook-form form: country picked by name,
 * region picked from that country's ISO 3166-2 regions (hidden where it has none), postal code,
 * city and lines. The lists load on first use, a chunk apart from the first load; until then the
 * pickers wait, so a prefilled country is never lost to a list that is not there yet.
 */
export function AddressFieldset({ prefix, legend, withRecipient = false }: AddressFieldsetProps) {
  const { register, getFieldState, formState, setValue, control } = useFormContext();
  const places = useIsoPlaces();
  const country = (useWatch({ control, name: `${prefix}.country` }) as string | undefined) ?? '';
  const path = (field: AddressFieldName) => `${prefix}.${field}`;
  const error = (field: AddressFieldName) => getFieldState(path(field), formState).error?.message;
  const regions = places?.regionsOf(country) ?? [];
  const countryField = register(path('country'), {
    // Another country's region can never be right: it is cleared with the change.
    onChange: () => setValue(path('region'), '', { shouldDirty: true }),
  });
  return (
    <fieldset className="flex flex-col gap-3 rounded-box border border-base-300 p-3">
      <legend className="px-1 font-semibold">{legend}</legend>
      {withRecipient && (
        <div className="grid gap-3 md:grid-cols-2">
          <TextField
            label={t.fields.name}
            autoComplete="shipping name"
            registration={register(path('name'))}
            error={error('name')}
          />
          <TextField
            label={t.fields.company}
            autoComplete="shipping organization"
            registration={register(path('company'))}
            error={error('company')}
          />
        </div>
      )}
      <TextField
        label={t.fields.line1}
        aria-required="true"
        autoComplete="shipping address-line1"
        registration={register(path('line1'))}
        error={error('line1')}
      />
      <TextField
        label={t.fields.line2}
        autoComplete="shipping address-line2"
        registration={register(path('line2'))}
        error={error('line2')}
      />
      <div className="grid gap-3 md:grid-cols-2">
        <TextField
          label={t.fields.postalCode}
          autoComplete="shipping postal-code"
          registration={register(path('postalCode'))}
          error={error('postalCode')}
        />
        <TextField
          label={t.fields.city}
          aria-required="true"
          autoComplete="shipping address-level2"
          registration={register(path('city'))}
          error={error('city')}
        />
      </div>
      {places ? (
        <div className="grid gap-3 md:grid-cols-2">
          <FormField label={t.fields.country} error={error('country')}>
            {(c) => (
              <select
                {...c}
                {...countryField}
                aria-required="true"
                autoComplete="shipping country"
                className="select w-full"
              >
                <option value="">{t.chooseCountry}</option>
                {places.countries.map((place) => (
                  <option key={place.code} value={place.code}>
                    {place.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          {regions.length > 0 && (
            <FormField label={t.fields.region} error={error('region')}>
              {(c) => (
                <select
                  {...c}
                  {...register(path('region'))}
                  autoComplete="shipping address-level1"
                  className="select w-full"
                >
                  <option value="">{t.chooseRegion}</option>
                  {regions.map((place) => (
                    <option key={place.code} value={place.code}>
                      {place.name}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          )}
        </div>
      ) : (
        <p role="status" className="text-sm">
          {t.loadingCountries}
        </p>
      )}
    </fieldset>
  );
}
