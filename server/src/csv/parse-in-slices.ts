import { setImmediate as nextTurn } from 'node:timers/promises';
import { type Options, parse } from 'csv-parse';

/**
 * Text a slice of the parse takes at a time, about 10 ms of work: between slices the server answers
 * other requests (issue 26, ADR 025; a 10,000-row catalog took 450 ms in one go, the real
 * screening list is over 10 MB).
 */
const sliceChars = 64 * 1024;

/** csv-parse's stream parser fed slice by slice, yielding the event loop between slices. */
export async function parseInSlices(text: string, options: Options): Promise<string[][]> {
  const records: string[][] = [];
  const parser = parse(options);
  let failed = false;
  const finished = new Promise<void>((resolve, reject) => {
    parser.on('data', (record: string[]) => records.push(record));
    parser.on('end', resolve);
    parser.on('error', (error) => {
      failed = true;
      reject(error);
    });
  });
  // Awaited below, once the writing stops; until then a bad file must not count as unhandled.
  finished.catch(() => undefined);
  for (let start = 0; start < text.length && !failed; start += sliceChars) {
    parser.write(text.slice(start, start + sliceChars));
    await nextTurn();
  }
  if (!failed) parser.end();
  await finished;
  return records;
}
