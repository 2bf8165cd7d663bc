import { list, type XmlFile } from './bookFacts.ts';
import { referenceFault } from './referenceRules.ts';
import type { DaisyProblem } from './problem.ts';

// Rules on the OPF package and what must agree with it (Z39.86-2005 §8 and
// the verification doc): the unique identifier, the required metadata, the
// manifest and spine, SMIL's media type, and dtb:uid in the NCX and SMILs.

export const DAISY_FORMAT = 'ANSI/NISO Z39.86-2005';
const REQUIRED_DC = ['Title', 'Publisher', 'Date', 'Format', 'Language', 'Identifier'];
const REQUIRED_META = ['dtb:multimediaType', 'dtb:multimediaContent', 'dtb:totalTime'];
const SMIL_MEDIA_TYPE = 'application/smil';

/** The book's unique identifier: the text of the dc:Identifier the package's unique-identifier names. */
export function uniqueIdentifier(opf: XmlFile): string | undefined {
  const reference = list(opf, 'package')[0]?.uniqueIdentifier;
  const identifier = list(opf, 'dc').find(({ name, id }) => name === 'Identifier' && id === reference && reference !== '');
  return identifier?.text?.trim();
}

export function metaContent(file: XmlFile, name: string): string | undefined {
  return list(file, 'meta').find((meta) => meta.name === name)?.content;
}

export function metadataProblems(opf: XmlFile): DaisyProblem[] {
  const problems: DaisyProblem[] = [];
  const say = (message: string) => problems.push({ file: opf.file, rule: 'metadata', message });
  const dc = list(opf, 'dc');
  for (const name of REQUIRED_DC) {
    if (!dc.some((element) => element.name === name && element.text?.trim())) say(`dc:${name} is missing or empty.`);
  }
  const formats = dc.filter((element) => element.name === 'Format').map((element) => element.text?.trim());
  if (formats.length > 0 && !formats.includes(DAISY_FORMAT)) say(`dc:Format is "${formats.join('", "')}"; it must be "${DAISY_FORMAT}".`);
  for (const name of REQUIRED_META) {
    if (!metaContent(opf, name)?.trim()) say(`The meta ${name} is missing or empty.`);
  }
  if (uniqueIdentifier(opf) === undefined) say('The package unique-identifier does not name a dc:Identifier with an id.');
  return problems;
}

export function uidProblems(opf: XmlFile, others: Iterable<XmlFile>): DaisyProblem[] {
  const uid = uniqueIdentifier(opf);
  if (uid === undefined) return []; // told once, by the metadata rule
  const problems: DaisyProblem[] = [];
  for (const file of others) {
    if (file.kind !== 'ncx' && file.kind !== 'smil') continue;
    const found = metaContent(file, 'dtb:uid');
    if (found === undefined) problems.push({ file: file.file, rule: 'uid', message: `No dtb:uid meta; it must be "${uid}", the OPF's unique identifier.` });
    else if (found.trim() !== uid) problems.push({ file: file.file, rule: 'uid', message: `dtb:uid is "${found}"; the OPF's unique identifier is "${uid}".` });
  }
  return problems;
}

export function manifestProblems(opf: XmlFile, files: ReadonlySet<string>, xml: ReadonlyMap<string, XmlFile>): DaisyProblem[] {
  const problems: DaisyProblem[] = [];
  const items = list(opf, 'items');
  for (const item of items) {
    const fault = referenceFault(opf.file, item.href as string, files, xml);
    if (fault) problems.push({ file: opf.file, rule: 'manifest', message: `Manifest item "${item.id}": ${fault}` });
    if (/\.smil$/i.test(item.href as string) && item.mediaType !== SMIL_MEDIA_TYPE) {
      problems.push({ file: opf.file, rule: 'media-type', message: `Manifest item "${item.id}" is SMIL but has media-type "${item.mediaType}"; it must be "${SMIL_MEDIA_TYPE}".` });
    }
  }
  for (const { idref } of list(opf, 'itemrefs')) {
    if (!items.some((item) => item.id === idref)) problems.push({ file: opf.file, rule: 'manifest', message: `The spine names "${idref}", which is not a manifest item.` });
  }
  return problems;
}
