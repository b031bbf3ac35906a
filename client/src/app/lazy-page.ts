import { type ComponentType, lazy } from 'react';

/** docs/product/rules.md#constants: a page's code that has not arrived after this long counts as failed. */
export const chunkLoadTimeoutMs = 120_000;

function withTimeout<T>(loading: Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The page took too long to load')), chunkLoadTimeoutMs);
    loading.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** A page in its own chunk, loaded on first visit (its failure shows in the route's boundary). */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await withTimeout(load()))[name] }));
}
