/** A form's submit button that waits, spinning, while the request is under way. */
export function SubmitButton({ label, busy }: { label: string; busy: boolean }) {
  return (
    <button type="submit" className="btn btn-primary" disabled={busy}>
      {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      {label}
    </button>
  );
}
