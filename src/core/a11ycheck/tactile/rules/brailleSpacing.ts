// tactile-braille-spacing: braille touching or crowding a graphic. BANA/CNIB
// ask for blank space between a label and the lines and areas around it
// (the "1/8 inch rule", 3 mm at the least); on the Dot Pad that is one
// lowered pin. Measured from the label's cells (their full 2×3 or 2×4 box,
// blank dots included: a line through an empty dot position is as confusing
// as one beside a raised dot) to every raised pin that is not braille, and
// counting a cell that touched a graphic and joined it (hiddenCells.ts).
//
// The fix moves the label's pins one pin (else two) up, down, left or right,
// to the first place inside the page where nothing but its own pins lies
// within a pin of its cells. It is offered only when nothing else lies in the
// label's cells or in the cell places either side of it on its line: a dot
// that touches a line joins the line's piece and can no longer be told from
// it, so a graphic there may hold a cell of the label, and moving the rest
// would leave that cell behind. Then, or when no place is free, the person
// moves it: a guided fix.

import type { Finding, Fix, PinArea } from '../../finding.ts';
import type { BrailleLabel } from '../brailleDetection.ts';
import type { Pin } from '../components.ts';
import { BRAILLE_CLEARANCE_PINS } from '../measures.ts';
import { tactileFindingMessages, tactileFixMessages } from '../messages.ts';
import { unionArea } from '../components.ts';
import { clipToPage, componentIdAt, growArea, pageFinding, placeOf, type PageAnalysis } from '../pageAnalysis.ts';
import { hiddenCells } from './hiddenCells.ts';
import { TACTILE_RULE_INFO } from '../ruleInfo.ts';

/** Offsets tried, nearest first: one pin each way, then two. */
const MOVES: readonly Pin[] = [
  [0, -1],
  [0, 1],
  [-1, 0],
  [1, 0],
  [0, -2],
  [0, 2],
  [-2, 0],
  [2, 0],
];

function raisedIn(analysis: PageAnalysis, area: PinArea, counts: (id: number) => boolean): boolean {
  const shown = clipToPage(area, analysis.grid);
  for (let y = shown.y; y < shown.y + shown.height; y++) {
    for (let x = shown.x; x < shown.x + shown.width; x++) {
      const id = componentIdAt(analysis, x, y);
      if (id !== -1 && counts(id)) return true;
    }
  }
  return false;
}

function insidePage(area: PinArea, analysis: PageAnalysis): boolean {
  return area.x >= 0 && area.y >= 0 && area.x + area.width <= analysis.grid.width && area.y + area.height <= analysis.grid.height;
}

function moveFix(analysis: PageAnalysis, label: BrailleLabel): Fix {
  const own = new Set(label.components.map((component) => component.id));
  const guided: Fix = { kind: 'guided', label: { message: tactileFixMessages.editLabel }, action: 'label' };
  const line = { ...label.area, x: label.area.x - label.pitch, width: label.area.width + 2 * label.pitch };
  if (raisedIn(analysis, line, (id) => !own.has(id))) return guided;
  for (const [dx, dy] of MOVES) {
    const moved = { ...label.area, x: label.area.x + dx, y: label.area.y + dy };
    if (!insidePage(moved, analysis) || raisedIn(analysis, growArea(moved, BRAILLE_CLEARANCE_PINS), (id) => !own.has(id))) continue;
    const from = new Set(label.pins.map(([x, y]) => `${x},${y}`));
    const to = label.pins.map(([x, y]): Pin => [x + dx, y + dy]);
    const toKeys = new Set(to.map(([x, y]) => `${x},${y}`));
    return {
      kind: 'auto',
      label: { message: tactileFixMessages.moveLabel },
      steps: [
        {
          op: 'pins',
          page: analysis.page,
          lower: label.pins.filter(([x, y]) => !toKeys.has(`${x},${y}`)),
          raise: to.filter(([x, y]) => !from.has(`${x},${y}`)),
        },
      ],
    };
  }
  return guided;
}

export function checkBrailleSpacing(analysis: PageAnalysis): Finding[] {
  const graphic = (id: number) => !analysis.braille.has(id);
  return analysis.labels.flatMap((label) => {
    const hidden = hiddenCells(analysis, label);
    if (hidden.length === 0 && !raisedIn(analysis, growArea(label.area, BRAILLE_CLEARANCE_PINS), graphic)) return [];
    const shown = clipToPage(unionArea([label.area, ...hidden]), analysis.grid);
    const rule = 'tactile-braille-spacing';
    return [pageFinding(rule, TACTILE_RULE_INFO[rule].severity, analysis.page, shown, tactileFindingMessages.brailleSpacing, placeOf(shown), moveFix(analysis, label))];
  });
}
