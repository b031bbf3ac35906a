import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ImageSize, PreparedImage } from './image-sizes.ts';

/** The picture's id: its SHA-256, so the same file uploaded twice is one picture. */
export const imageIdOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export async function imageExists(db: Kysely<Database>, id: string): Promise<boolean> {
  return (await db.selectFrom('images').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** Stores a picture and its sizes; a second upload of the same file (even at the same moment) keeps the first. */
export async function storeImage(
  db: Kysely<Database>,
  image: { id: string; contentType: string; original: Buffer; prepared: PreparedImage; uploadedBy: string },
  at: string,
): Promise<void> {
  await db
    .insertInto('images')
    .values({
      id: image.id,
      content_type: image.contentType,
      width: image.prepared.width,
      height: image.prepared.height,
      size_bytes: image.original.length,
      original: image.original,
      card: image.prepared.card,
      page: image.prepared.page,
      uploaded_by: image.uploadedBy,
      created_at: at,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

/** One size of a picture, or undefined when there is no such picture. */
export async function imageBytes(db: Kysely<Database>, id: string, size: ImageSize): Promise<Buffer | undefined> {
  const row = await db.selectFrom('images').select(size).where('id', '=', id).executeTakeFirst();
  return row ? Buffer.from(row[size]) : undefined;
}
