// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read JSON-LD of many shapes
export type JsonLd = Record<string, any>;

/** The page's JSON-LD blocks, parsed as a crawler parses them (throws when one is not JSON). */
export function jsonLdBlocks(html: string): JsonLd[] {
  return [...html.matchAll(/<script[^>]* type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as JsonLd,
  );
}
