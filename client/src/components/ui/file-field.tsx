import { FormField } from './form-field.tsx';

interface FileFieldProps {
  label: string;
  error?: string | undefined;
  /** The content types the field takes (`application/pdf`). */
  accept: readonly string[];
  required?: boolean;
  /** The chosen file, or null when the choice is cleared. */
  onChoose: (file: File | null) => void;
  className?: string;
}

/** A labelled file input: the shared FormField around a daisyUI file input that hands back the one file chosen. */
export function FileField({ label, error, accept, required = false, onChoose, className = '' }: FileFieldProps) {
  return (
    <FormField label={label} error={error} className={className}>
      {(control) => (
        <input
          {...control}
          type="file"
          accept={accept.join(',')}
          aria-required={required || undefined}
          className="file-input w-full"
          onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
        />
      )}
    </FormField>
  );
}
