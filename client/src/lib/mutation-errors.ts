import { getErrorMessage } from '#shared/error-message.ts';
import { withTexts } from './with-texts.ts';

/**
 * What a mutation tells the one error toast of the MutationCache (query-client.ts). By default
 * every failed mutation shows its error as a toast; forms that show errors inline opt out.
 */
// A type, not an interface: TanStack's meta must be assignable to Record<string, unknown>.
export type MutationErrorMeta = {
  /** false: the page shows this mutation's errors itself (a form's inline alert). */
  errorToast?: false;
  /** The text for a given error instead of its own message; null to show nothing for it. */
  errorText?: (error: unknown) => string | null;
};

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationErrorMeta;
  }
}

/** The toast text for a failed mutation, or null when there is to be none. */
export function mutationErrorText(error: unknown, meta: MutationErrorMeta | undefined): string | null {
  if (meta?.errorToast === false) return null;
  if (meta?.errorText) return meta.errorText(error);
  return getErrorMessage(error);
}

/** Loaded on demand: toasts are not part of the first page load (react-toastify queues early ones). */
export function showErrorToast(text: string): void {
  void withTexts(import('react-toastify/unstyled')).then(({ toast }) => toast.error(text));
}
