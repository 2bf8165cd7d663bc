import { describe, expect, it } from 'vitest';
import { TACTILE_RULE_IDS } from '../finding.ts';
import { TACTILE_RULE_INFO } from './ruleInfo.ts';

describe('TACTILE_RULE_INFO', () => {
  it('describes every tactile rule, with a name and help of its own', () => {
    expect(Object.keys(TACTILE_RULE_INFO).sort()).toEqual([...TACTILE_RULE_IDS].sort());
    const names = new Set(TACTILE_RULE_IDS.map((rule) => TACTILE_RULE_INFO[rule].name.id));
    const help = new Set(TACTILE_RULE_IDS.map((rule) => TACTILE_RULE_INFO[rule].help.id));
    expect(names.size).toBe(TACTILE_RULE_IDS.length);
    expect(help.size).toBe(TACTILE_RULE_IDS.length);
    for (const rule of TACTILE_RULE_IDS) expect(TACTILE_RULE_INFO[rule].id).toBe(rule);
  });

  it('makes errors of what keeps a reader from the content, warnings of the rest', () => {
    const errors = TACTILE_RULE_IDS.filter((rule) => TACTILE_RULE_INFO[rule].severity === 'error');
    expect(errors).toEqual(['page-alt', 'tactile-braille-spacing', 'tactile-braille-edge']);
  });
});
