import { list, type XmlFile } from './bookFacts.ts';
import type { DaisyProblem } from './problem.ts';

// The DTDs declare id as ID, so xmllint --valid also catches a repeat; this
// rule says it plainly and still holds for an attribute a DTD left CDATA.
export function duplicateIdProblems(xml: ReadonlyMap<string, XmlFile>): DaisyProblem[] {
  const problems: DaisyProblem[] = [];
  for (const file of xml.values()) {
    const seen = new Set<string>();
    const reported = new Set<string>();
    for (const { id } of list(file, 'ids')) {
      if (seen.has(id as string) && !reported.has(id as string)) {
        reported.add(id as string);
        problems.push({ file: file.file, rule: 'unique-id', message: `The id "${id}" is used more than once.` });
      }
      seen.add(id as string);
    }
  }
  return problems;
}
