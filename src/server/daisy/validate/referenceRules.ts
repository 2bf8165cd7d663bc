import type { XmlFile } from './bookFacts.ts';
import { list } from './bookFacts.ts';
import { resolveReference } from './paths.ts';
import type { DaisyProblem } from './problem.ts';

// Every smilref (DTBook) and src (NCX content, SMIL text/img, DTBook img)
// names a file of the book and, when it has a fragment, an id in that file.
// Audio src and manifest hrefs are checked by their own rules.

const REFERENCE_LISTS = ['refs', 'images'];

export function referenceProblems(files: ReadonlySet<string>, xml: ReadonlyMap<string, XmlFile>): DaisyProblem[] {
  const problems: DaisyProblem[] = [];
  for (const source of xml.values()) {
    for (const listName of REFERENCE_LISTS) {
      for (const { ref } of list(source, listName)) {
        const message = referenceFault(source.file, ref as string, files, xml);
        if (message) problems.push({ file: source.file, rule: 'reference', message });
      }
    }
  }
  return problems;
}

/** What is wrong with one reference from `fromFile`, or undefined when it resolves. */
export function referenceFault(fromFile: string, reference: string, files: ReadonlySet<string>, xml: ReadonlyMap<string, XmlFile>): string | undefined {
  const target = resolveReference(fromFile, reference);
  if (target === undefined) return `"${reference}" does not name a file inside the book.`;
  if (!files.has(target.file)) return `"${reference}" names ${target.file}, which does not exist.`;
  if (target.fragment === undefined) return undefined;
  const targetXml = xml.get(target.file);
  if (targetXml === undefined) return `"${reference}" has a fragment but ${target.file} is not a readable XML file of the book.`;
  if (!list(targetXml, 'ids').some(({ id }) => id === target.fragment)) return `"${reference}" names id "${target.fragment}", which ${target.file} does not have.`;
  return undefined;
}
