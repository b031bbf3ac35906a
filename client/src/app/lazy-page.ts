import { type ComponentType, lazy } from 'react';
import { withTexts } from '../lib/with-texts.ts';

/** docs/product/rules.md#constants: a page's code that has not arrived after this long counts as failed. */
export const chunkLoadTimeoutMs = 120_000;

/**
 * A page in its own chunk, loaded on first visit with its texts' translations (its failure shows
 * in the route's boundary). A
 * race with a timer that is always cleared: short on purpose, the entry's bytes are the first
 * load's (docs/decisions/005-first-load-budget.md).
 */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('The page took too long to load')), chunkLoadTimeoutMs);
    });
    try {
      return { default: (await Promise.race([withTexts(load()), timeout]))[name] };
    } finally {
      clearTimeout(timer);
    }
  });
}
