import { useFormContext } from 'react-hook-form';
import { productLimits } from '#shared/catalog/product.schema.ts';
import { translatedLanguages } from '#shared/catalog/product-translations.schema.ts';
import { languageNames } from '#shared/i18n/languages.ts';
import { productTranslationTexts as t } from '#shared/messages/product-translations.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import type { ProductFormValues } from '../product-form-values.ts';

/**
 * PRODUCT.md §18: the product's name and about in each language but English, all optional; an
 * empty field is no translation, and buyers reading that language see the English.
 */
export function TranslationFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  return (
    <fieldset className="grid grid-cols-1 gap-4 md:col-span-2">
      <legend className="mb-2 text-lg font-semibold">{t.heading}</legend>
      <p className="text-sm text-base-content/75">{t.hint}</p>
      {translatedLanguages.map((language) => {
        const problems = errors.translations?.[language];
        return (
          <div key={language} className="grid grid-cols-1 gap-4">
            <FormField label={t.name(languageNames[language])} error={problems?.name?.message}>
              {(control) => (
                <input
                  {...control}
                  {...register(`translations.${language}.name`)}
                  type="text"
                  lang={language}
                  maxLength={productLimits.nameMax}
                  className="input w-full"
                />
              )}
            </FormField>
            <FormField label={t.about(languageNames[language])} error={problems?.about?.message}>
              {(control) => (
                <textarea
                  {...control}
                  {...register(`translations.${language}.about`)}
                  lang={language}
                  rows={3}
                  className="textarea w-full"
                />
              )}
            </FormField>
          </div>
        );
      })}
    </fieldset>
  );
}
