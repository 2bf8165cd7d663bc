import { describe, expect, it } from 'vitest';
import { stripDescriptions } from './stripMessageDescriptions.ts';

describe('stripping message descriptions from the build', () => {
  it('blanks every description of defineMessages and defineMessage and keeps every other character in place', () => {
    const code = [
      "const m = defineMessages({",
      "  a: { id: '가', description: 'First, with a comma, inside' },",
      "  b: {",
      "    id: '나',",
      "    description: \"Second\",",
      "  },",
      "});",
      "const one = defineMessage({ description: 'Lone', id: '다' });",
      "const other = { description: 'not a message' };",
    ].join('\n');
    const out = stripDescriptions('x.ts', code);
    expect(out).toHaveLength(code.length);
    expect(out.split('\n').length).toBe(code.split('\n').length);
    expect(out).not.toContain('First');
    expect(out).not.toContain('Second');
    expect(out).not.toContain('Lone');
    expect(out).toContain("description: 'not a message'");
    // Still valid code with the ids in place.
    const ids = [...out.matchAll(/id: '(.)'/g)].map((match) => match[1]);
    expect(ids).toEqual(['가', '나', '다']);
    expect(() => new Function(out.replace(/defineMessages?/g, 'Object'))).not.toThrow();
  });
});
