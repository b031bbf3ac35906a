import type { ButtonHTMLAttributes } from 'react';

// Whole class names, so that Tailwind finds them in the source.
const spinners = {
  xs: 'loading loading-spinner loading-xs',
  sm: 'loading loading-spinner loading-sm',
} as const;

export type BusyButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** The request is under way: the button spins and cannot be pressed again. */
  busy: boolean;
  spinner?: keyof typeof spinners;
};

/** The one button that waits, spinning, while its request is under way (every form's submit). */
export function BusyButton({
  busy,
  spinner = 'sm',
  type = 'submit',
  className = 'btn btn-primary',
  disabled,
  children,
  ...props
}: BusyButtonProps) {
  return (
    <button {...props} type={type} className={className} disabled={busy || disabled}>
      {busy && <span className={spinners[spinner]} aria-hidden="true" />}
      {children}
    </button>
  );
}
