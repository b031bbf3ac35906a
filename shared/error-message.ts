import { messages } from './messages/storefront.ts';

/** The one place an unknown thrown value becomes text (epic-stack's getErrorMessage). */
export function getErrorMessage(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    return error.message;
  }
  return messages.http.unknownError;
}

/** Every error the API answers has this body (docs/product/rules.md#who-may-call-what). */
export interface ApiErrorBody {
  message: string;
}
