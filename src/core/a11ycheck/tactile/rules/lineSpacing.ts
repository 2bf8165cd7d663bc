// tactile-line-spacing: two separate lines or areas running side by side with
// a single lowered pin between them. One empty pin (about 3.5 mm between pin
// edges) meets BANA/CNIB's 3 mm absolute minimum for telling two elements
// apart, but not the 1/4 inch (6 mm) they and APH advise when elements run
// alongside each other; over a fingertip's width (CLOSE_RUN_PINS) the finger
// following one keeps touching the other. Pieces that touch are one piece
// (components.ts), so "closer" means exactly one pin between. Braille and
// cell-sized pieces (point symbols, letters) are left to the other rules.
// No fix: spreading a drawing apart is the person's choice.

import type { Finding } from '../../finding.ts';
import { isCellSized } from '../brailleDetection.ts';
import { areaOfPins, type Pin } from '../components.ts';
import { CLOSE_RUN_PINS } from '../measures.ts';
import { tactileFindingMessages } from '../messages.ts';
import { componentIdAt, pageFinding, placeOf, type PageAnalysis } from '../pageAnalysis.ts';
import { TACTILE_RULE_INFO } from '../ruleInfo.ts';

/** The pins two pins away (the ring just outside the pin's neighbours). */
const RING: readonly Pin[] = (() => {
  const ring: Pin[] = [];
  for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) if (Math.max(Math.abs(dx), Math.abs(dy)) === 2) ring.push([dx, dy]);
  return ring;
})();

interface ClosePair {
  readonly near: Map<number, Map<string, Pin>>;
}

export function checkLineSpacing(analysis: PageAnalysis): Finding[] {
  const { components } = analysis.map;
  const eligible = (id: number) => {
    const component = components[id];
    return component !== undefined && !analysis.braille.has(id) && !isCellSized(component) && component.pins.length >= CLOSE_RUN_PINS;
  };
  const pairs = new Map<string, ClosePair>();
  for (const component of components) {
    if (!eligible(component.id)) continue;
    for (const [x, y] of component.pins) {
      for (const [dx, dy] of RING) {
        const other = componentIdAt(analysis, x + dx, y + dy);
        if (other <= component.id || !eligible(other)) continue;
        const key = `${component.id}:${other}`;
        const pair = pairs.get(key) ?? { near: new Map([[component.id, new Map()], [other, new Map()]]) };
        pairs.set(key, pair);
        pair.near.get(component.id)?.set(`${x},${y}`, [x, y]);
        pair.near.get(other)?.set(`${x + dx},${y + dy}`, [x + dx, y + dy]);
      }
    }
  }
  const rule = 'tactile-line-spacing';
  return [...pairs.values()].flatMap((pair) => {
    const sides = [...pair.near.values()];
    const length = Math.min(...sides.map((side) => side.size));
    if (length < CLOSE_RUN_PINS) return [];
    const area = areaOfPins(sides.flatMap((side) => [...side.values()]));
    return [pageFinding(rule, TACTILE_RULE_INFO[rule].severity, analysis.page, area, tactileFindingMessages.lineSpacing, { ...placeOf(area), length })];
  });
}
