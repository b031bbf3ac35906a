/**
 * The provider's refusal, in red (docs/product/rules.md#states, docs/product/screens.md#messages) and announced at once. Dark red rather than
 * daisyUI's text-error, which is too light on white for WCAG AA.
 */
export function CardError({ message }: { message: string | null }) {
  return (
    <p role="alert" className="min-h-6 font-medium text-red-700 empty:min-h-0">
      {message}
    </p>
  );
}
