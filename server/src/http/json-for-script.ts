/**
 * JSON inside <script type="application/ld+json">: the HTML parser ends the element at the first
 * `</script`, and `<!--` changes how it scans, so every `<` becomes \u003c (still the same JSON).
 * U+2028/2029 are escaped too, for old JavaScript parsers that read the block as code.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
