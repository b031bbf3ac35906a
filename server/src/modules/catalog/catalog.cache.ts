import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { listProducts } from './catalog.repository.ts';
import { toApiProduct } from './product.mapper.ts';

export interface CatalogSnapshot {
  json: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  etag: string;
  count: number;
}

/**
 * The whole catalog, serialized and compressed once and then served as bytes until something
 * changes it (docs/decisions/004-catalog-cache.md). Every write to products or stock calls
 * `invalidate()`; the next read rebuilds it, once, however many requests arrive meanwhile.
 */
export class CatalogCache {
  #db: Kysely<Database>;
  #snapshot: Promise<CatalogSnapshot> | undefined;
  #listeners = new Set<() => void>();

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  get(): Promise<CatalogSnapshot> {
    if (!this.#snapshot) {
      const building = this.#build();
      this.#snapshot = building;
      // A failed build must not be cached. (A build that an invalidation overtook is already
      // forgotten: invalidate() cleared the slot, so the next read starts a fresh one.)
      building.catch(() => {
        if (this.#snapshot === building) this.#snapshot = undefined;
      });
    }
    return this.#snapshot;
  }

  /** Forget the snapshot; `notify` false when the change was announced by another process. */
  invalidate(notify = true): void {
    this.#snapshot = undefined;
    if (notify) for (const listener of this.#listeners) listener();
  }

  onInvalidate(listener: () => void): void {
    this.#listeners.add(listener);
  }

  async #build(): Promise<CatalogSnapshot> {
    const { rows } = await listProducts(this.#db);
    const json = Buffer.from(JSON.stringify(rows.map(toApiProduct)));
    return {
      json,
      gzip: gzipSync(json, { level: 6 }),
      brotli: brotliCompressSync(json, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: json.length },
      }),
      etag: `"${createHash('sha1').update(json).digest('base64url')}"`,
      count: rows.length,
    };
  }
}
