import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dtmaFromJson, dtmaToJson } from './dtma.ts';
import { dtmsFromJson, parseDtms, serialiseDtms } from './dtms.ts';
import { MAX_IGNORED_FINDINGS } from '../ignoredChecks/index.ts';

const SAMPLE_DTMS = new URL('../../../../shared/fixtures/dot/sample-320.dtms', import.meta.url);
const sampleText = readFileSync(SAMPLE_DTMS, 'utf8');
const IGNORES = { rules: ['tactile-density'], findings: ['tactile-stray-pins:0a1b2c3d', 'page-alt:12345678'] };

function sampleWith(extra: Record<string, unknown>): string {
  return JSON.stringify({ ...(JSON.parse(sampleText) as Record<string, unknown>), ...extra });
}

describe('ignoredChecks in a DTMS file', () => {
  it('reads Dot’s sample, which has none, and writes it back without the field', () => {
    const document = parseDtms(sampleText);
    expect(document.ignoredChecks).toBeUndefined();
    expect(Object.hasOwn(JSON.parse(serialiseDtms(document)) as object, 'ignoredChecks')).toBe(false);
  });

  it('round-trips the field beside Dot’s own', () => {
    const document = parseDtms(sampleWith({ ignoredChecks: IGNORES }));
    expect(document.ignoredChecks).toEqual(IGNORES);
    const written = JSON.parse(serialiseDtms(document)) as Record<string, unknown>;
    expect(written['ignoredChecks']).toEqual(IGNORES);
    // Dot's fields are untouched by it.
    expect(Object.keys(written)).toEqual(['title', 'lang', 'lang_option', 'device', 'items', 'ignoredChecks']);
    expect(parseDtms(serialiseDtms(document)).ignoredChecks).toEqual(IGNORES);
  });

  it('keeps it in a DTMA too', () => {
    const json = JSON.parse(sampleWith({ ignoredChecks: IGNORES, audioPath: 'audio/1' })) as unknown;
    const document = dtmaFromJson(json);
    expect(document.ignoredChecks).toEqual(IGNORES);
    expect(dtmaToJson(document).ignoredChecks).toEqual(IGNORES);
  });

  it('drops a field it cannot read instead of refusing the file', () => {
    for (const bad of ['everything', 42, null, [], { rules: 'page-alt' }, { rules: [], findings: [] }]) {
      const document = parseDtms(sampleWith({ ignoredChecks: bad }));
      expect(document.items).toHaveLength(5);
      expect(document.ignoredChecks, JSON.stringify(bad)).toBeUndefined();
    }
  });

  it('keeps only rule ids and finding keys, once each, within the limits', () => {
    const many = Array.from({ length: MAX_IGNORED_FINDINGS + 5 }, (_, index) => `page-alt:${index.toString(16).padStart(8, '0')}`);
    const document = dtmsFromJson(JSON.parse(sampleWith({ ignoredChecks: { rules: ['page-alt', 'page-alt', 7, '', 'x'.repeat(500)], findings: many } })) as unknown);
    expect(document.ignoredChecks?.rules).toEqual(['page-alt']);
    expect(document.ignoredChecks?.findings).toHaveLength(MAX_IGNORED_FINDINGS);
  });

  it('reads a field with one list missing as that list empty', () => {
    expect(parseDtms(sampleWith({ ignoredChecks: { rules: ['tactile-density'] } })).ignoredChecks).toEqual({ rules: ['tactile-density'], findings: [] });
  });
});
