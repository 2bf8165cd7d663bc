import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TEMPLATE_IDS, TEMPLATE_MODELS, documentFromBrf, templateDocument } from '../../canvas/index.ts';
import { gridFromText } from '../../pins/index.ts';
import { TACTILE_RULE_IDS, type Finding, type PageFixStep } from '../finding.ts';
import {
  benchTactileDocument,
  blankPage,
  brailleBoxedInPage,
  brailleEdgeFixture,
  brailleSpacingFixture,
  brailleThroughLinePage,
  brailleTouchingSidePage,
  brailleTouchingRightPage,
  brailleBesideSidePage,
  linesNearLabelPage,
  cleanPage,
  densityFixture,
  lineSpacingFixture,
  pageAltFixture,
  strayPinsFixture,
  tactilePagesOf,
  writeBraille,
  type RuleFixture,
} from '../testing/tactileFixtures.ts';
import { applyPageFix } from './applyFix.ts';
import { checkPages, type TactilePage } from './checkPages.ts';
import { TACTILE_RULE_INFO } from './ruleInfo.ts';

const FIXTURES: Record<(typeof TACTILE_RULE_IDS)[number], RuleFixture> = {
  'page-alt': pageAltFixture,
  'tactile-braille-spacing': brailleSpacingFixture,
  'tactile-stray-pins': strayPinsFixture,
  'tactile-line-spacing': lineSpacingFixture,
  'tactile-density': densityFixture,
  'tactile-braille-edge': brailleEdgeFixture,
};

const rulesOf = (findings: readonly Finding[]) => findings.map((finding) => finding.rule);

/** A finding's auto fix applied to the page it is on. */
function fixed(page: TactilePage, finding: Finding): TactilePage {
  if (finding.fix?.kind !== 'auto') throw new Error(`${finding.rule} has no automatic fix`);
  const [grid] = applyPageFix([page.grid], finding.fix.steps as PageFixStep[]);
  return { ...page, grid: grid ?? page.grid };
}

describe('checkPages: each rule on its fixtures', () => {
  for (const rule of TACTILE_RULE_IDS) {
    it(`${rule}: reports the page with the problem, once, at its severity`, () => {
      const findings = checkPages([FIXTURES[rule].problem]);
      expect(rulesOf(findings)).toEqual([rule]);
      expect(findings[0]?.severity).toBe(TACTILE_RULE_INFO[rule].severity);
      expect(findings[0]?.location).toMatchObject({ kind: 'page', page: 0 });
    });

    it(`${rule}: reports nothing on the page without it, nor on a clean page`, () => {
      expect(checkPages([FIXTURES[rule].clean])).toEqual([]);
    });
  }

  it('finds nothing on a clean drawing with labels, a circle and a one-pin word ("a")', () => {
    expect(checkPages([{ grid: cleanPage(), altText: 'Map' }])).toEqual([]);
  });

  it('finds nothing on real drawings: Dot’s sample picture and every Canvas template', () => {
    const sample = readFileSync(new URL('../../dtms/__fixtures__/sample-320-page1.txt', import.meta.url), 'utf8');
    expect(checkPages([{ grid: gridFromText(sample) }])).toEqual([]);
    for (const id of TEMPLATE_IDS) {
      for (const model of TEMPLATE_MODELS) {
        expect(checkPages(templateDocument(id, model).items.map((item) => ({ grid: item.graphic.grid }))), `${id} ${model}`).toEqual([]);
      }
    }
  });

  it('finds nothing on pages of braille text on the device’s lines (a BRF opened in the Canvas), "a" words included', () => {
    const brf = 'THE QUICK BROWN FOX JUMPS OVER THE LAZY DOG. A CAT IS ON A MAT; SHE SAW A BIRD IN A TREE AND #ABC BUSES WENT BY.\n'.repeat(6);
    const document = documentFromBrf(brf, { title: 'Text', model: 320 });
    expect(checkPages(document.pages.map((page) => ({ grid: page.grid })))).toEqual([]);
  });

  it('sees a label whose first cell touched a box’s side and joined it, and not one a pin away', () => {
    const [finding] = checkPages([brailleTouchingSidePage]);
    expect(finding?.rule).toBe('tactile-braille-spacing');
    // The area takes in the joined cell's place, where "M" was written.
    expect(finding?.location).toMatchObject({ area: { x: 21, y: 10 } });
    expect(checkPages([brailleBesideSidePage])).toEqual([]);
  });

  it('sees a label whose last cell touched a box’s side, even a cell with a full column ("P")', () => {
    const [finding] = checkPages([brailleTouchingRightPage]);
    expect(finding?.rule).toBe('tactile-braille-spacing');
    expect(finding?.location).toMatchObject({ area: { x: 32, y: 10, width: 8 } });
    expect(finding?.fix).toMatchObject({ kind: 'guided', action: 'label' });
  });

  it('lets lines end or pass one empty pin from a label: a lead line, a diagonal, a line under it', () => {
    expect(checkPages([linesNearLabelPage])).toEqual([]);
  });

  it('does not check alternative text a format has no place for', () => {
    expect(checkPages([{ grid: cleanPage() }])).toEqual([]);
  });
});

describe('checkPages: places and keys', () => {
  it('names the page by its index and the pins by an area inside the page', () => {
    const pages = [pageAltFixture.clean, strayPinsFixture.problem, brailleEdgeFixture.problem];
    const findings = checkPages(pages);
    expect(findings.map((finding) => [finding.rule, finding.location])).toEqual([
      ['tactile-stray-pins', { kind: 'page', page: 1, area: { x: 50, y: 5, width: 1, height: 1 } }],
      ['tactile-braille-edge', { kind: 'page', page: 2, area: { x: 0, y: 5, width: 7, height: 3 } }],
    ]);
    // Messages count pages, columns and rows from 1.
    expect(findings[0]?.message.values).toEqual({ page: 2, column: 51, row: 6 });
  });

  it('keys a finding by rule, page and area: the same on another run, different on another page', () => {
    const once = checkPages([strayPinsFixture.problem, strayPinsFixture.problem]);
    const again = checkPages([strayPinsFixture.problem, strayPinsFixture.problem]);
    expect(once.map((finding) => finding.key)).toEqual(again.map((finding) => finding.key));
    expect(once[0]?.key).not.toBe(once[1]?.key);
    expect(once[0]?.key).toMatch(/^tactile-stray-pins:[0-9a-f]{8}$/);
  });

  it('gives page-alt a guided fix to the page description, keyed by the page', () => {
    const [finding] = checkPages([pageAltFixture.problem]);
    expect(finding?.fix).toMatchObject({ kind: 'guided', action: 'page-description' });
    expect(finding?.location).toEqual({ kind: 'page', page: 0 });
  });

  it('reports the line-spacing run with its length and the area of both lines', () => {
    const [finding] = checkPages([lineSpacingFixture.problem]);
    expect(finding?.location).toEqual({ kind: 'page', page: 0, area: { x: 5, y: 10, width: 41, height: 3 } });
    expect(finding?.message.values).toMatchObject({ length: 41 });
  });

  it('does not report lines one pin apart over less than a fingertip', async () => {
    const { drawLine } = await import('../../pins/index.ts');
    const short = drawLine(drawLine(blankPage(), { x: 5, y: 10 }, { x: 7, y: 10 }), { x: 5, y: 12 }, { x: 20, y: 12 });
    expect(checkPages([{ grid: short }])).toEqual([]);
  });
});

describe('checkPages: fixes', () => {
  it('a stray pin: the fix lowers it and the finding is gone', () => {
    const page = strayPinsFixture.problem;
    const [finding] = checkPages([page]);
    expect(finding?.fix).toMatchObject({ kind: 'auto', steps: [{ op: 'pins', page: 0, lower: [[50, 5]], raise: [] }] });
    expect(checkPages([fixed(page, finding as Finding)])).toEqual([]);
  });

  it('braille crowding a graphic: the fix moves it one pin away and the finding is gone', () => {
    const page = brailleSpacingFixture.problem;
    const [finding] = checkPages([page]);
    expect(finding?.fix?.kind).toBe('auto');
    const after = fixed(page, finding as Finding);
    expect(checkPages([after])).toEqual([]);
    // Moved up one pin: the same drawing as the clean fixture.
    expect(after.grid.bits).toEqual(brailleSpacingFixture.clean.grid.bits);
  });

  it('braille with a line through it, touching a side, or boxed in with no free place: a guided fix to the label', () => {
    for (const page of [brailleThroughLinePage, brailleTouchingSidePage, brailleBoxedInPage]) {
      const findings = checkPages([page]);
      expect(rulesOf(findings)).toContain('tactile-braille-spacing');
      const spacing = findings.find((finding) => finding.rule === 'tactile-braille-spacing');
      expect(spacing?.fix).toMatchObject({ kind: 'guided', action: 'label' });
    }
  });

  it('braille cut by the edge: a guided fix to the label; moved inside, the finding is gone', () => {
    const [finding] = checkPages([brailleEdgeFixture.problem]);
    expect(finding?.fix).toMatchObject({ kind: 'guided', action: 'label' });
    expect(checkPages([brailleEdgeFixture.clean])).toEqual([]);
  });

  it('density and line spacing offer no fix: what to leave out is the person’s choice', () => {
    expect(checkPages([densityFixture.problem])[0]?.fix).toBeUndefined();
    expect(checkPages([lineSpacingFixture.problem])[0]?.fix).toBeUndefined();
  });

  it('a lone one-pin cell with nothing near is noise to the checker, even if it was an "a"', () => {
    // The documented limit: one pin alone cannot be told from a speck.
    const lone = writeBraille(blankPage(), 'A', { x: 30, y: 20 });
    expect(rulesOf(checkPages([{ grid: lone }]))).toEqual(['tactile-stray-pins']);
  });
});

describe('the bench document', () => {
  it('has 100 pages and findings on the pages made to have them', () => {
    const document = benchTactileDocument();
    expect(document.pages).toHaveLength(100);
    const findings = checkPages(tactilePagesOf(document));
    expect(findings.filter((finding) => finding.rule === 'page-alt')).toHaveLength(10);
    expect(findings.filter((finding) => finding.rule === 'tactile-stray-pins')).toHaveLength(25);
  });
});
