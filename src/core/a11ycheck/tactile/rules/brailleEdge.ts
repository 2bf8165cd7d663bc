// tactile-braille-edge: a braille label whose cells run past the page's left
// or right side. The detector's lattice says where each cell's two columns
// are, so a cell with one column off the page shows. Cut at the top or the
// bottom, a label cannot be told from one whose letters use only the upper
// (a, b, c…) or lower dots, so that is not reported: a false alarm on every
// label near an edge would cost more than the rare cut it would catch. The
// fix is the person's: move or shorten the label.

import type { Finding } from '../../finding.ts';
import { tactileFindingMessages, tactileFixMessages } from '../messages.ts';
import { clipToPage, pageFinding, placeOf, type PageAnalysis } from '../pageAnalysis.ts';
import { TACTILE_RULE_INFO } from '../ruleInfo.ts';

export function checkBrailleEdge(analysis: PageAnalysis): Finding[] {
  const { grid } = analysis;
  return analysis.labels.flatMap((label) => {
    const { area } = label;
    const cut = area.x < 0 || area.x + area.width > grid.width;
    if (!cut) return [];
    const shown = clipToPage(area, grid);
    return [
      pageFinding('tactile-braille-edge', TACTILE_RULE_INFO['tactile-braille-edge'].severity, analysis.page, shown, tactileFindingMessages.brailleEdge, placeOf(shown), {
        kind: 'guided',
        label: { message: tactileFixMessages.editLabel },
        action: 'label',
      }),
    ];
  });
}
