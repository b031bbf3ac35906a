import { quotes } from '#shared/messages/quotes.ts';
import { typeList } from '#shared/quotes/file-type-words.ts';
import { maxUploadBytes } from '#shared/quotes/quote.schema.ts';

const m = quotes;

/**
 * Why a chosen file cannot be uploaded (too large, or of another type by what the browser says it
 * is), or undefined. Only an early hint from the shared limits: the server judges the bytes.
 */
export function uploadProblem(
  file: { size: number; type: string },
  contentTypes: readonly string[],
  maxBytes: number = maxUploadBytes,
): string | undefined {
  if (file.size > maxBytes) return m.fileTooLarge;
  if (!contentTypes.includes(file.type)) return m.fileType(typeList(contentTypes));
  return undefined;
}
