import { useFormContext } from 'react-hook-form';
import { fixedPriceTexts as t } from '#shared/messages/currencies.ts';
import { minorDigits } from '#shared/settings/currencies.schema.ts';
import { MoneyField } from '../../../components/ui/money-field.tsx';
import { useOfferedCurrencies } from '../../../lib/queries/currency-settings.ts';
import { numberOrEmpty, type ProductFormValues } from '../product-form-values.ts';
import { PriceBreaksFields } from './price-breaks-fields.tsx';

/**
 * A product's fixed prices in the other offered currencies (PRODUCT.md §17): per currency, a price
 * and its breaks, in that currency's steps (whole yen). An empty price leaves the currency
 * converted from the base price. Nothing shows while the store offers only its base.
 */
export function FixedPricesFields() {
  const settings = useOfferedCurrencies();
  const {
    register,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const others = (settings.data?.offered ?? []).filter((code) => code !== settings.data?.base);
  if (others.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-6 md:col-span-2">
      <legend className="mb-2 text-lg font-semibold">{t.section}</legend>
      <p className="text-sm text-base-content/75">{t.sectionHint}</p>
      {others.map((code) => {
        const step = 10 ** -minorDigits(code);
        return (
          <div key={code} className="flex flex-col gap-3">
            <MoneyField
              label={t.priceIn(code)}
              currency={code}
              error={errors.prices?.[code]?.price?.message}
              registration={register(`prices.${code}.price`, { setValueAs: numberOrEmpty })}
              min={step}
              className="max-w-xs"
            />
            <PriceBreaksFields
              name={`prices.${code}.priceBreaks`}
              legend={t.breaksIn(code)}
              hint=""
              priceStep={step}
              currency={code}
            />
          </div>
        );
      })}
    </fieldset>
  );
}
