import type { Language } from './languages.ts';

export type Catalog = Record<string, unknown>;

/**
 * Reads one language's catalog file: `file` is the English catalog's file name in shared/messages
 * (`cart` for cart.ts), the language's is beside it (`de/cart.ts`). The server reads the files
 * (server/src/i18n/translation-files.ts), the browser loads each as a chunk of its own
 * (client/src/lib/translation-files.ts).
 */
export type TranslationLoader = (language: Language, file: string) => Promise<{ default: unknown }>;

/** One English catalog and the translations loaded for it. */
export interface Domain {
  /** The catalog's export name, its key in the language's file (one file may hold several). */
  name: string;
  file: string;
  english: Catalog;
  translations: Map<Language, Catalog>;
}

/** How a translated text is made from its English original: set by load-texts.ts once loaded. */
export type Render = (english: unknown, translated: unknown, language: Language) => unknown;

/** Told of every text read (catalog export name, path to the text): set only by a test. */
export type ReadTracker = (name: string, path: readonly string[]) => void;

interface TextsState {
  domains: Domain[];
  loader?: TranslationLoader;
  render?: Render;
  /** The module-load test (server/src/i18n/module-load-texts.test.ts) sets it while modules load. */
  track?: ReadTracker;
}

// One state for every copy of these modules, not module variables: the server and its bundled
// page renderer (client/dist-server) each hold a copy, and one load at the server's start serves both.
const slot = Symbol.for('rare-metals-store.texts');
const holder = globalThis as typeof globalThis & { [slot]?: TextsState };
export const textState: TextsState = (holder[slot] ??= { domains: [] });
