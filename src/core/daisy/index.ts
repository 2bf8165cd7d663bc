// DAISY 3 (ANSI/NISO Z39.86-2005) books from Book documents, as strings (docs/daisy.md).

export { splitSentences } from './sentences.ts';
export type { Sentence } from './sentences.ts';
export { clockValue, parseClockValue, toMilliseconds } from './clock.ts';
export { xmlAttr, xmlLegal, xmlText } from './xml.ts';
export { planBook, smilName } from './plan.ts';
export type { DaisyPlan, PlanBlock, PlanLevel, PlanOptions, Run, Sent, SyncKind, SyncPoint } from './plan.ts';
export type { BookInfo } from './info.ts';
export type { Clip, Clips } from './clips.ts';
export { smilDurations } from './clips.ts';
export { DTBOOK_FILE, writeDtbook } from './dtbook.ts';
export { NCX_FILE, writeNcx } from './ncx.ts';
export { MEDIA_TYPES, OPF_FILE, writeOpf } from './opf.ts';
export { RESOURCE_FILE, writeResource } from './resource.ts';
export { writeSmil } from './smil.ts';
export { writeBook } from './book.ts';
export type { BookFile, BookImage, WriteBookOptions } from './book.ts';
