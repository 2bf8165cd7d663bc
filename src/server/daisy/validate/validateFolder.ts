import { join } from 'node:path';
import { audioProblems } from './audioRules.ts';
import { readXmlFile, type XmlFile } from './bookFacts.ts';
import { listBookFiles, xmlKind } from './bookFiles.ts';
import { doctypeMismatch } from './doctype.ts';
import { DEFAULT_DTD_FOLDER } from './dtdFolder.ts';
import { duplicateIdProblems } from './idRules.ts';
import { manifestProblems, metadataProblems, uidProblems } from './packageRules.ts';
import type { DaisyProblem } from './problem.ts';
import { referenceProblems } from './referenceRules.ts';
import { timeProblems } from './timeRules.ts';
import { dtdErrors } from './xmllint.ts';

// The DAISY 3 (ANSI/NISO Z39.86-2005) validator: the DTD of every XML file,
// then the cross-file rules. It never uses the network (xmllint --nonet with
// the catalog, inside runTool's network fence). A missing xmllint or sox
// throws: a validator that cannot look must not say "valid".

export interface DaisyValidationOptions {
  /** The folder with catalog.xml and the DTDs; ../shared/dtd beside the repository unless said. */
  readonly dtdFolder?: string;
}

/** The problems of the book in `folder`; empty when it is valid. */
export async function validateDaisyFolder(folder: string, options: DaisyValidationOptions = {}): Promise<DaisyProblem[]> {
  const dtdFolder = options.dtdFolder ?? DEFAULT_DTD_FOLDER;
  const names = await listBookFiles(folder);
  const files = new Set(names);
  const problems: DaisyProblem[] = [];
  const xml = new Map<string, XmlFile>();
  for (const file of names) {
    const kind = xmlKind(file);
    if (kind === undefined) continue;
    const path = join(folder, file);
    const doctype = await doctypeMismatch(path, kind);
    if (doctype) problems.push({ file, rule: 'doctype', message: doctype });
    for (const message of await dtdErrors(path, file, folder, dtdFolder)) problems.push({ file, rule: 'dtd', message });
    const facts = await readXmlFile(folder, file, kind, dtdFolder);
    if (facts) xml.set(file, facts);
  }
  const packages = [...xml.values()].filter((file) => file.kind === 'opf');
  const opfCount = names.filter((name) => xmlKind(name) === 'opf').length;
  if (opfCount !== 1) problems.push({ file: '.', rule: 'package', message: `The book has ${opfCount} OPF package files; it must have exactly one.` });
  if (!names.some((name) => xmlKind(name) === 'ncx')) problems.push({ file: '.', rule: 'package', message: 'The book has no NCX file.' });
  const opf = opfCount === 1 ? packages[0] : undefined;
  if (opf) {
    problems.push(...metadataProblems(opf), ...uidProblems(opf, xml.values()), ...manifestProblems(opf, files, xml), ...timeProblems(opf, xml));
  }
  problems.push(...referenceProblems(files, xml), ...duplicateIdProblems(xml), ...(await audioProblems(folder, files, xml)));
  return problems;
}
