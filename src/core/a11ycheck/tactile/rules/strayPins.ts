// tactile-stray-pins: a single raised pin on its own is noise (a speck left by
// a picture's conversion, a slip of the pen) that a finger stops at. Not
// noise: a pin of a braille label; a pin with another raised pin two pins
// away or closer (a dotted line, a texture); a pin with a cell-sized piece
// near it on a line of braille (a letter such as "a", dot 1 alone, in a word
// whose cells the label detector did not take). The fix lowers it.

import type { Finding } from '../../finding.ts';
import { isCellSized } from '../brailleDetection.ts';
import { BRAILLE_REACH_ACROSS, BRAILLE_REACH_DOWN, DOTTED_NEIGHBOUR_PINS } from '../measures.ts';
import { tactileFindingMessages, tactileFixMessages } from '../messages.ts';
import { componentIdAt, pageFinding, placeOf, type PageAnalysis } from '../pageAnalysis.ts';
import { TACTILE_RULE_INFO } from '../ruleInfo.ts';

function hasNeighbour(analysis: PageAnalysis, x: number, y: number, across: number, down: number, counts: (id: number) => boolean): boolean {
  for (let dy = -down; dy <= down; dy++) {
    for (let dx = -across; dx <= across; dx++) {
      if (dx === 0 && dy === 0) continue;
      const id = componentIdAt(analysis, x + dx, y + dy);
      if (id !== -1 && counts(id)) return true;
    }
  }
  return false;
}

export function checkStrayPins(analysis: PageAnalysis): Finding[] {
  const { components } = analysis.map;
  const cellSized = (id: number) => {
    const component = components[id];
    return component !== undefined && isCellSized(component);
  };
  return components.flatMap((component) => {
    const pin = component.pins[0];
    if (component.pins.length !== 1 || pin === undefined || analysis.braille.has(component.id)) return [];
    const [x, y] = pin;
    if (hasNeighbour(analysis, x, y, DOTTED_NEIGHBOUR_PINS, DOTTED_NEIGHBOUR_PINS, () => true)) return [];
    if (hasNeighbour(analysis, x, y, BRAILLE_REACH_ACROSS, BRAILLE_REACH_DOWN, cellSized)) return [];
    const area = { x, y, width: 1, height: 1 };
    return [
      pageFinding('tactile-stray-pins', TACTILE_RULE_INFO['tactile-stray-pins'].severity, analysis.page, area, tactileFindingMessages.strayPin, placeOf(area), {
        kind: 'auto',
        label: { message: tactileFixMessages.lowerPin },
        steps: [{ op: 'pins', page: analysis.page, lower: [[x, y]], raise: [] }],
      }),
    ];
  });
}
