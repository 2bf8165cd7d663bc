// A property of the plan over any document. It lives here, not beside plan.ts,
// because a core module reaches core/book only through its index, and the
// arbitraries are not exported there.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalDocumentArb } from '../../core/book/testing/arbitraries.ts';
import { planBook, writeDtbook, xmlLegal } from '../../core/daisy/index.ts';

describe('planBook on any document', () => {
  it('gives unique ids, never empty or XML-illegal text, and each id once in the DTBook', () => {
    fc.assert(
      fc.property(normalDocumentArb, fc.string({ unit: 'binary' }), (document, title) => {
        const plan = planBook(document, { title });
        const ids = plan.syncPoints.map((s) => s.id);
        expect(new Set(ids).size).toBe(ids.length);
        for (const point of plan.syncPoints) {
          expect(point.text).not.toBe('');
          expect(xmlLegal(point.text)).toBe(point.text);
        }
        const xml = writeDtbook(plan, { uid: 'u', publisher: 'p', date: '2026-01-01' });
        for (const id of ids) expect(xml.split(` id="${id}"`)).toHaveLength(2);
        expect(plan.smilFiles).toHaveLength(plan.levels.length);
      }),
      { numRuns: 60 },
    );
  });
});
