import { useFormContext } from 'react-hook-form';
import type { ProductInput } from '#shared/catalog/product.schema.ts';
import { formLabels, forms, metalLabels, metals } from '#shared/catalog/taxonomy.ts';
import { messages } from '#shared/messages.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { PictureUpload } from './picture-upload.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';

const t = messages.catalogAdmin;
const l = t.labels;

/** "Not set" is sent as no value: metal and form are optional (the catalog's filters use them). */
const emptyToUndefined = (value: string) => (value === '' ? undefined : value);

/** Add Product's descriptive fields: name, picture, description, origin, metal and form. */
export function ProductDetailsFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<ProductInput>();
  return (
    <>
      <FormField label={l.name} error={errors.name?.message} className="md:col-span-2">
        {(control) => <input {...control} {...register('name')} type="text" className="input w-full" />}
      </FormField>
      <TextField
        label={l.picture}
        error={errors.picture?.message}
        hint={t.pictureHint}
        className="md:col-span-2"
        registration={register('picture')}
        type="text"
        inputMode="url"
      />
      <PictureUpload />
      <FormField label={l.about} error={errors.about?.message} className="md:col-span-2">
        {(control) => <textarea {...control} {...register('about')} rows={4} className="textarea w-full" />}
      </FormField>
      <FormField label={l.origin} error={errors.origin?.message} className="md:col-span-2">
        {(control) => <input {...control} {...register('origin')} type="text" className="input w-full" />}
      </FormField>
      <SelectField
        label={l.metal}
        hint={t.optional}
        error={errors.metal?.message}
        registration={register('metal', { setValueAs: emptyToUndefined })}
        placeholder={t.notSet}
        options={metals}
        optionLabel={(metal) => metalLabels[metal]}
      />
      <SelectField
        label={l.form}
        hint={t.optional}
        error={errors.form?.message}
        registration={register('form', { setValueAs: emptyToUndefined })}
        placeholder={t.notSet}
        options={forms}
        optionLabel={(form) => formLabels[form]}
      />
    </>
  );
}
