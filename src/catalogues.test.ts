import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { messagesInCode, type ExtractedMessage } from '../scripts/messagesInCode.ts';
import { CATALOGUE_LOCALES, SOURCE_LOCALE } from './shared/i18n/locales.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const catalogue = (locale: string): Record<string, unknown> =>
  JSON.parse(readFileSync(`${root}locales/${locale}.json`, 'utf8')) as Record<string, unknown>;

/** The names of a message's arguments, found at any depth (plural and select branches included). */
function argumentNames(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      if ('value' in element && typeof element.value === 'string') names.add(element.value);
      if ('options' in element) for (const option of Object.values(element.options)) walk(option.value);
      if ('children' in element) walk(element.children);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

let inCode: Map<string, ExtractedMessage>;
beforeAll(async () => {
  inCode = await messagesInCode(root);
});

describe('the catalogues', () => {
  it('find the messages in the code', () => {
    expect(inCode.size).toBeGreaterThan(50);
    expect(inCode.has('홈')).toBe(true);
  });

  it('have every message used in code in Korean and English', () => {
    for (const locale of [SOURCE_LOCALE, 'en']) {
      const messages = catalogue(locale);
      const missing = [...inCode.keys()].filter((id) => typeof messages[id] !== 'string' || messages[id] === '');
      expect(missing, `missing from locales/${locale}.json`).toEqual([]);
    }
  });

  it('key Korean phrases to themselves, since Korean is the source language', () => {
    const ko = catalogue(SOURCE_LOCALE);
    expect(Object.entries(ko).filter(([key, value]) => key !== value)).toEqual([]);
  });

  it('hold no message the code no longer uses', () => {
    for (const locale of CATALOGUE_LOCALES) {
      const stale = Object.keys(catalogue(locale)).filter((id) => !inCode.has(id));
      expect(stale, `stale keys in locales/${locale}.json (run node scripts/i18n-sync.ts --write)`).toEqual([]);
    }
  });

  it('exist for every language the product offers', () => {
    for (const locale of CATALOGUE_LOCALES) expect(existsSync(`${root}locales/${locale}.json`), locale).toBe(true);
  });

  it('keep every placeholder of the Korean phrase, in valid ICU syntax', () => {
    const problems: string[] = [];
    for (const locale of CATALOGUE_LOCALES) {
      for (const [id, text] of Object.entries(catalogue(locale))) {
        if (typeof text !== 'string') {
          problems.push(`${locale}: "${id}" is not text`);
          continue;
        }
        try {
          const expected = argumentNames(id).join(',');
          const actual = argumentNames(text).join(',');
          if (expected !== actual) problems.push(`${locale}: "${id}" has {${actual}} instead of {${expected}}`);
        } catch (error) {
          problems.push(`${locale}: "${id}" is not valid ICU: ${String(error)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('would notice a translation that drops a placeholder', () => {
    expect(argumentNames('{name} 열기')).toEqual(['name']);
    expect(argumentNames('Open it')).toEqual([]);
    expect(argumentNames('{count, plural, one {# file in {folder}} other {# files}}')).toEqual(['count', 'folder']);
  });
});
