import { useId } from 'react';
import { requiredCertificates as rc } from '#shared/messages/required-certificates.ts';
import { type CertificateRequirement, certificateTypeOf } from '#shared/orders/certificate-required.ts';

interface CertificateSelectProps {
  /** The product's own certificate type: the one choice besides none (PRODUCT.md §20). */
  choice: CertificateRequirement | undefined;
  value: CertificateRequirement;
  onChange: (value: CertificateRequirement) => void;
  disabled?: boolean;
  /** The select's accessible name when it has no visible label (a cart row names its product). */
  ariaLabel?: string;
  size?: 'sm' | 'md';
}

/**
 * The buyer's required certificate: None, or the product's own type ("EN 10204 3.1"). Nothing when
 * the product has no certificate and the line requires none; a requirement already set that is not
 * the product's type stays offered, so the select never shows a value it cannot hold.
 */
export function CertificateSelect({
  choice,
  value,
  onChange,
  disabled,
  ariaLabel,
  size = 'md',
}: CertificateSelectProps) {
  const id = useId();
  const options = [...new Set<CertificateRequirement>(['none', ...(choice ? [choice] : []), value])];
  if (options.length === 1) return null;
  const select = (
    <select
      id={id}
      value={value}
      disabled={disabled}
      aria-label={ariaLabel}
      onChange={(event) => onChange(event.target.value as CertificateRequirement)}
      className={size === 'sm' ? 'select select-sm w-full max-w-48' : 'select w-full'}
    >
      {options.map((option) => (
        <option key={option} value={option}>
          {option === 'none' ? rc.none : rc.option(certificateTypeOf(option) ?? option)}
        </option>
      ))}
    </select>
  );
  if (ariaLabel) return select;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {rc.label}
      </label>
      {select}
    </div>
  );
}
