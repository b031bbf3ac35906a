import { quotes } from '#shared/messages/quotes.ts';
import { maxUploadBytes } from '#shared/quotes/quote.schema.ts';

const m = quotes;

/** How people name the upload types, as the server's fileType says them: "a PDF, PNG or JPEG". */
const typeNames: Record<string, string> = { 'application/pdf': 'PDF', 'image/png': 'PNG', 'image/jpeg': 'JPEG' };

export function typeList(contentTypes: readonly string[]): string {
  const names = contentTypes.map((type) => typeNames[type] ?? type);
  return names.length < 2 ? `a ${names.join('')}` : `a ${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

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
