import { z } from 'zod';
import { defaultLanguage, type Language, languageNames, languages } from '../i18n/languages.ts';
import { validation as v } from '../messages/validation.ts';
import { productTranslationTexts as t } from '../messages/product-translations.ts';
import { isCleanMultiLine, isOneLine } from '../one-line.ts';
import { productLimits, productSchema } from './product.schema.ts';

/*
 * A product's name and about in the languages other than English (PRODUCT.md §18):
 * `translations: {de: {name, about}, fr: {…}}`, edited by admins in the forms and the CSV. Each
 * field has the English field's rules (trimmed, the same length limits, one line for the name) and
 * is optional; an empty one is dropped, so a buyer reads the English there.
 */

/** The languages a product's content is translated into: every one but English, the source. */
export type TranslatedLanguage = Exclude<Language, 'en'>;
const isTranslated = (language: Language): language is TranslatedLanguage => language !== defaultLanguage;
export const translatedLanguages = languages.filter(isTranslated);

/** An empty or blank text is "no translation": absent from the stored object. */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

function contentSchema(language: TranslatedLanguage) {
  // Texts read when a message is made, not at module load, so that they follow the request's language.
  const name = () => t.name(languageNames[language]);
  const about = () => t.about(languageNames[language]);
  return z
    .object({
      name: z.preprocess(
        blankToUndefined,
        z
          .string()
          .trim()
          .max(productLimits.nameMax, { error: () => v.atMostCharacters(name(), productLimits.nameMax) })
          .refine(isOneLine, { error: () => v.oneLine(name()) })
          .optional(),
      ),
      about: z.preprocess(
        blankToUndefined,
        z
          .string()
          .trim()
          .max(productLimits.aboutMax, { error: () => v.atMostCharacters(about(), productLimits.aboutMax) })
          .refine(isCleanMultiLine, { error: () => v.noControlCharacters(about()) })
          .optional(),
      ),
    })
    .strict();
}

export type ProductContent = { name?: string | undefined; about?: string | undefined };
export type ProductTranslations = Partial<Record<TranslatedLanguage, ProductContent>>;

/** Drops languages with neither text, so `{}` is "no translations" however it was sent. */
function withoutEmpty(translations: ProductTranslations): ProductTranslations {
  const kept: ProductTranslations = {};
  for (const language of translatedLanguages) {
    const content = translations[language];
    const texts = Object.fromEntries(Object.entries(content ?? {}).filter(([, text]) => text !== undefined));
    if (Object.keys(texts).length > 0) kept[language] = texts;
  }
  return kept;
}

/**
 * `translations` as POST and PATCH /products take it and the admin's reads answer it: a key per
 * language other than English (another key is refused), each with an optional name and about.
 */
export const productTranslationsSchema = z
  .object(
    Object.fromEntries(translatedLanguages.map((language) => [language, contentSchema(language).optional()])) as {
      [L in TranslatedLanguage]: z.ZodOptional<ReturnType<typeof contentSchema>>;
    },
  )
  .strict()
  .transform(withoutEmpty);

export type ProductTranslationsInput = z.input<typeof productTranslationsSchema>;

/** A product's name and about in `language`: each translated text where there is one, else the English. */
export function contentIn(
  product: { name: string; about: string },
  translations: ProductTranslations,
  language: Language,
): { name: string; about: string } {
  const translated = isTranslated(language) ? translations[language] : undefined;
  return { name: translated?.name || product.name, about: translated?.about || product.about };
}

/** `translations` as the admin's reads answer it (already clean: no transform to run again). */
export const productTranslationsAnswerSchema = z.partialRecord(
  z.enum(translatedLanguages),
  z.object({ name: z.string().optional(), about: z.string().optional() }),
);

/** A product as the admin's writes answer it: the English name and about, with every translation. */
export const adminProductSchema = productSchema.extend({ translations: productTranslationsAnswerSchema });
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** GET /products/{id}/translations (admin): what the edit form starts its texts with. */
export const productContentSchema = z.object({
  name: z.string(),
  about: z.string(),
  translations: productTranslationsAnswerSchema,
});
export type ProductContentAnswer = z.infer<typeof productContentSchema>;
