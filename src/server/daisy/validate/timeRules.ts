import { list, type XmlFile } from './bookFacts.ts';
import { parseClock } from './clock.ts';
import { metaContent } from './packageRules.ts';
import { resolveReference } from './paths.ts';
import type { DaisyProblem } from './problem.ts';

// Z39.86-2005 timing: a SMIL file lasts as long as its audio clips played one
// after another (text-only SMILs last 0); its main seq's dur, when given,
// says so; its dtb:totalElapsedTime is the time of all SMILs before it in
// spine order; the OPF dtb:totalTime is the time of all of them.
//
// Clock values are written rounded (to the millisecond, or the second), so a
// sum may drift by half a unit per term: 5 ms plus 1 ms per SMIL summed.
export function timeTolerance(terms: number): number {
  return 0.005 + 0.001 * terms;
}

const format = (seconds: number) => `${seconds.toFixed(3)} s`;

/** A SMIL's duration from its clips; clips whose clock values cannot be read count 0 (the clock rule tells them). */
export function smilDuration(smil: XmlFile): number {
  let total = 0;
  for (const clip of list(smil, 'audio')) {
    const begin = parseClock(clip.clipBegin ?? '');
    const end = parseClock(clip.clipEnd ?? '');
    if (begin !== undefined && end !== undefined && end > begin) total += end - begin;
  }
  return total;
}

/** The SMIL files in spine order. */
export function spineSmils(opf: XmlFile, xml: ReadonlyMap<string, XmlFile>): XmlFile[] {
  const items = list(opf, 'items');
  const smils: XmlFile[] = [];
  for (const { idref } of list(opf, 'itemrefs')) {
    const item = items.find((candidate) => candidate.id === idref);
    const target = item && resolveReference(opf.file, item.href as string);
    const smil = target && xml.get(target.file);
    if (smil?.kind === 'smil') smils.push(smil);
  }
  return smils;
}

function readClock(problems: DaisyProblem[], file: string, what: string, value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const seconds = parseClock(value);
  if (seconds === undefined) problems.push({ file, rule: 'clock', message: `${what} "${value}" is not a SMIL clock value.` });
  return seconds;
}

export function timeProblems(opf: XmlFile, xml: ReadonlyMap<string, XmlFile>): DaisyProblem[] {
  const problems: DaisyProblem[] = [];
  let elapsed = 0;
  const smils = spineSmils(opf, xml);
  smils.forEach((smil, index) => {
    const duration = smilDuration(smil);
    const dur = readClock(problems, smil.file, 'The main seq dur', list(smil, 'mainSeq')[0]?.dur);
    if (dur !== undefined && Math.abs(dur - duration) > timeTolerance(1)) {
      problems.push({ file: smil.file, rule: 'smil-duration', message: `The main seq dur is ${format(dur)} but the clips add up to ${format(duration)}.` });
    }
    const stated = metaContent(smil, 'dtb:totalElapsedTime');
    const total = readClock(problems, smil.file, 'dtb:totalElapsedTime', stated);
    if (stated === undefined) problems.push({ file: smil.file, rule: 'total-elapsed-time', message: `No dtb:totalElapsedTime meta; it must be ${format(elapsed)}.` });
    else if (total !== undefined && Math.abs(total - elapsed) > timeTolerance(index)) {
      problems.push({ file: smil.file, rule: 'total-elapsed-time', message: `dtb:totalElapsedTime is ${format(total)}; the SMIL files before it in the spine last ${format(elapsed)}.` });
    }
    elapsed += duration;
  });
  const totalTime = readClock(problems, opf.file, 'dtb:totalTime', metaContent(opf, 'dtb:totalTime'));
  if (totalTime !== undefined && Math.abs(totalTime - elapsed) > timeTolerance(smils.length)) {
    problems.push({ file: opf.file, rule: 'total-time', message: `dtb:totalTime is ${format(totalTime)}; the SMIL files last ${format(elapsed)}.` });
  }
  return problems;
}
