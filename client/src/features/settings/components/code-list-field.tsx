import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { settingsPage as t } from '#shared/messages/settings.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { firstMessage, parseCodes } from './field-values.ts';

/**
 * A list of ISO codes typed into one text box ("US, CA, MX"). The text is kept as typed, so a
 * comma or space can be typed before the next code; the form holds the parsed list. (A country
 * picker is another helper's work, client/src/components/forms.)
 */
export function CodeListField({ name, label, optional = false }: { name: string; label: string; optional?: boolean }) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ control, name });
  const [text, setText] = useState(() => ((field.value as string[] | undefined) ?? []).join(', '));
  return (
    <FormField label={label} hint={t.listHint} error={firstMessage(fieldState.error)}>
      {(controlProps) => (
        <input
          {...controlProps}
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          value={text}
          autoCapitalize="characters"
          spellCheck={false}
          className={`input w-full ${fieldState.error ? 'input-error' : ''}`}
          onChange={(event) => {
            setText(event.target.value);
            const codes = parseCodes(event.target.value);
            field.onChange(optional && codes.length === 0 ? undefined : codes);
          }}
        />
      )}
    </FormField>
  );
}
