// tactile-density: a page more raised than blank. BANA/CNIB's guidelines ask
// for blank space around every element and warn against clutter; a page
// with over half its pins up leaves a finger nothing to find its way by.
// Measured over the whole page; no fix (what to leave out is a choice).

import { countRaised } from '../../../pins/index.ts';
import type { Finding } from '../../finding.ts';
import { MAX_RAISED_SHARE } from '../measures.ts';
import { tactileFindingMessages } from '../messages.ts';
import { pageFinding, type PageAnalysis } from '../pageAnalysis.ts';
import { TACTILE_RULE_INFO } from '../ruleInfo.ts';

export function checkDensity(analysis: PageAnalysis): Finding[] {
  const { grid } = analysis;
  const share = countRaised(grid) / (grid.width * grid.height);
  if (share <= MAX_RAISED_SHARE) return [];
  const area = { x: 0, y: 0, width: grid.width, height: grid.height };
  return [
    pageFinding('tactile-density', TACTILE_RULE_INFO['tactile-density'].severity, analysis.page, area, tactileFindingMessages.density, {
      percent: Math.round(share * 100),
    }),
  ];
}
