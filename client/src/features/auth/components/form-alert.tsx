/** A form-level failure (wrong password, email taken …), announced as soon as it appears. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div role="alert" className="alert border-error/60 bg-error/10 text-base-content">
      <span>{message}</span>
    </div>
  );
}
