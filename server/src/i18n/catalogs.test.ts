import { readdirSync } from 'node:fs';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { domains } from '#shared/i18n/localized.ts';
import { defaultLanguage, languages } from '#shared/i18n/languages.ts';
import { loadServerTexts } from './translation-files.ts';

const catalogFolder = new URL('../../../shared/messages/', import.meta.url);
const englishFiles = readdirSync(catalogFolder).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));

beforeAll(async () => {
  for (const file of englishFiles) await import(new URL(file, catalogFolder).href);
  await loadServerTexts();
});

type Node = Record<string, unknown>;

/** Every text of an English catalog by its path, with how many arguments it takes (strings: 0). */
function leaves(node: unknown, path: string[] = []): { path: string; english: unknown }[] {
  if (typeof node === 'object' && node !== null && !Array.isArray(node)) {
    return Object.keys(node).flatMap((key) => leaves((node as Node)[key], [...path, key]));
  }
  return [{ path: path.join('.'), english: node }];
}

function at(node: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((here, key) => (here as Node | undefined)?.[key], node);
}

/** The argument names an ICU message uses, nested plurals and selects included. */
function argumentsOf(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.literal || element.type === TYPE.pound) return [];
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      return [element.value, ...Object.values(element.options).flatMap((option) => argumentsOf(option.value))];
    }
    if (element.type === TYPE.tag) return argumentsOf(element.children);
    return [element.value];
  });
}

describe.each(languages.filter((language) => language !== defaultLanguage))('the %s catalogs', (language) => {
  it('translate every English text, with nothing left over', () => {
    const missing: string[] = [];
    const extra: string[] = [];
    for (const domain of domains) {
      const translation = domain.translations.get(language);
      const english = leaves(domain.english).map((leaf) => leaf.path);
      for (const path of english) {
        if (at(translation, path) === undefined) missing.push(`${domain.name}.${path}`);
      }
      for (const leaf of leaves(translation ?? {})) {
        if (!english.includes(leaf.path)) extra.push(`${domain.name}.${leaf.path}`);
      }
    }
    expect(missing, `${missing.length} texts have no ${language} translation`).toEqual([]);
    expect(extra, `${language} texts with no English one`).toEqual([]);
  });

  it('are ICU messages taking only the arguments the English text takes', () => {
    const wrong: string[] = [];
    for (const domain of domains) {
      for (const { path, english } of leaves(domain.english)) {
        const translated = at(domain.translations.get(language), path);
        const texts = Array.isArray(translated) ? translated : [translated];
        const arity = typeof english === 'function' ? english.length : 0;
        for (const text of texts) {
          if (typeof text !== 'string') continue;
          try {
            const used = argumentsOf(parse(text));
            const unknown = used.filter((name) => !/^\d+$/.test(name) || Number(name) >= arity);
            if (unknown.length > 0) wrong.push(`${domain.name}.${path}: {${unknown.join('}, {')}} (takes ${arity})`);
          } catch (error) {
            wrong.push(`${domain.name}.${path}: ${(error as Error).message}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
