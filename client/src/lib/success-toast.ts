/** Loaded on demand, like the error toast (mutation-errors.ts): toasts are not part of the first page load. */
export function showSuccessToast(text: string): void {
  void import('react-toastify/unstyled').then(({ toast }) => toast.success(text));
}
