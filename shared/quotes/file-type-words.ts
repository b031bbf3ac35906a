import { quotes } from '../messages/quotes.ts';

/** How people name the upload types: "PDF", not application/pdf. */
const typeNames: Record<string, string> = { 'application/pdf': 'PDF', 'image/png': 'PNG', 'image/jpeg': 'JPEG' };

/**
 * The allowed types in a sentence, in the language of the moment: "a PDF, PNG or JPEG". The
 * server's refusal of an upload and the form's early hint say them alike.
 */
export function typeList(contentTypes: readonly string[]): string {
  const names = contentTypes.map((type) => typeNames[type] ?? type);
  const last = names.at(-1) ?? '';
  return names.length < 2 ? quotes.fileTypeOne(last) : quotes.fileTypeSeveral(names.slice(0, -1).join(', '), last);
}
