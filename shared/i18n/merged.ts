type Merged<A, B> = Omit<A, keyof B> & B;
type MergedAll<T extends readonly object[]> = T extends readonly [infer First, ...infer Rest extends object[]]
  ? Merged<First, MergedAll<Rest>>
  : unknown;

/**
 * `{ ...a, ...b }` for catalogs: a spread would read every text once, in the language of the
 * moment the module loads; this reads each when it is used. A later catalog wins a shared key.
 */
export function merged<T extends readonly object[]>(...catalogs: T): MergedAll<T> {
  const owner = (key: string | symbol) => catalogs.findLast((catalog) => key in catalog);
  return new Proxy({} as MergedAll<T> & object, {
    get: (_, key) => {
      const catalog = owner(key);
      return catalog && (catalog as Record<string | symbol, unknown>)[key];
    },
    has: (_, key) => owner(key) !== undefined,
    ownKeys: () => [...new Set(catalogs.flatMap((catalog) => Reflect.ownKeys(catalog)))],
    getOwnPropertyDescriptor: (_, key) => {
      const catalog = owner(key);
      return (
        catalog && {
          configurable: true,
          enumerable: true,
          writable: false,
          value: (catalog as Record<string | symbol, unknown>)[key],
        }
      );
    },
  });
}
