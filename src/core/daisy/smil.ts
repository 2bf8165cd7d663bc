// SMIL files (dtbsmil-2005-2): one per level1, a seq of pars in reading
// order, each playing one sync point's text and, in an audio book, its clip.

import { clockValue } from './clock.ts';
import { smilDurations, timedClip } from './clips.ts';
import type { Clips } from './clips.ts';
import { DTBOOK_FILE } from './dtbook.ts';
import type { BookInfo } from './info.ts';
import type { DaisyPlan } from './plan.ts';
import { attrs, XML_DECLARATION } from './xml.ts';

export function writeSmil(plan: DaisyPlan, info: BookInfo, file: string, clips: Clips | undefined): string {
  const durations = smilDurations(plan, clips);
  let elapsed = 0;
  for (const name of plan.smilFiles) {
    if (name === file) break;
    elapsed += durations.get(name) ?? 0;
  }
  const points = plan.syncPoints.filter((point) => point.smil === file);
  // Page numbers are a skippable structure: a player may silence them. The
  // test is declared only where a page par refers to it (customTest is an IDREF).
  const hasPages = points.some((point) => point.kind === 'page');
  const pars = points.map((point) => {
      const clip = timedClip(clips, point);
      const audio = clip ? `<audio${attrs([['src', clip.src], ['clipBegin', clockValue(clip.begin)], ['clipEnd', clockValue(clip.end)]])}/>` : '';
      const test = point.kind === 'page' ? 'pagenum' : undefined;
      return `      <par${attrs([['id', `par-${point.id}`], ['class', point.kind], ['customTest', test]])}><text${attrs([['src', `${DTBOOK_FILE}#${point.id}`]])}/>${audio}</par>`;
    });
  const meta = [
    ['dtb:uid', info.uid],
    ['dtb:generator', info.generator],
    ['dtb:totalElapsedTime', clockValue(elapsed)],
  ]
    .filter(([, content]) => content !== undefined)
    .map(([name, content]) => `    <meta${attrs([['name', name], ['content', content]])}/>`)
    .join('\n');
  const dur = clips ? attrs([['dur', clockValue(durations.get(file) ?? 0)]]) : '';
  return `${XML_DECLARATION}
<!DOCTYPE smil PUBLIC "-//NISO//DTD dtbsmil 2005-2//EN" "http://www.daisy.org/z3986/2005/dtbsmil-2005-2.dtd">
<smil xmlns="http://www.w3.org/2001/SMIL20/">
  <head>
${meta}${hasPages ? `\n    <customAttributes><customTest id="pagenum" defaultState="true" override="visible"/></customAttributes>` : ''}
  </head>
  <body>
    <seq id="seq"${dur}>
${pars.join('\n')}
    </seq>
  </body>
</smil>
`;
}
