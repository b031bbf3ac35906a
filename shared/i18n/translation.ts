/**
 * The shape of one language's catalog for an English catalog `T`: the same keys, every text an ICU
 * message (https://unicode-org.github.io/icu/userguide/format_parse/messages/). A text the English
 * catalog builds from arguments takes them by position: `{0}`, `{1}`; `{0, number}` formats a
 * number in the language's locale and `{0, plural, one {# Zeile} other {# Zeilen}}` chooses by it.
 * Where ICU cannot say it (an argument that is not a string, number or date), the translation
 * may be a function of the English one's arguments.
 */
export type Translation<T> = { readonly [K in keyof T]: TranslatedLeaf<T[K]> };

type TranslatedLeaf<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? R extends string
      ? string | ((...args: A) => string)
      : (...args: A) => R
    : T extends readonly (infer E)[]
      ? readonly TranslatedLeaf<E>[]
      : T extends object
        ? Translation<T>
        : T;
