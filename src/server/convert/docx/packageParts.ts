import { posix } from 'node:path';
import { attributesOf, partText, startTags } from './xmlText.ts';

// A DOCX is an Open Packaging Conventions package: parts (ZIP entries) tied
// together by relationship parts (`_rels/*.rels`). The package's own
// relationships name the main document (nearly always word/document.xml,
// word/document2.xml from some Word versions); each part's relationships
// name its pictures, links, styles and notes by id.

export interface DocxPackage {
  /** Every part by its name inside the ZIP (no leading slash). */
  readonly parts: ReadonlyMap<string, Buffer>;
  /** The main document part, e.g. word/document.xml. */
  readonly mainPart: string;
}

export interface Relationship {
  readonly id: string;
  readonly type: string;
  /** A part name for internal targets, the address as written for external ones. */
  readonly target: string;
  readonly external: boolean;
}

const OFFICE_DOCUMENT = /\/officeDocument$/;

/** The relationships part of `partName`: word/document.xml → word/_rels/document.xml.rels; '' (the package) → _rels/.rels. */
export function relationshipsPartOf(partName: string): string {
  if (partName === '') return '_rels/.rels';
  const dir = posix.dirname(partName);
  return `${dir === '.' ? '' : `${dir}/`}_rels/${posix.basename(partName)}.rels`;
}

/** A relationship's target as a part name: relative to the source part's folder, or from the package root when it starts with '/'. */
export function resolveTarget(sourcePart: string, target: string): string {
  const path = target.startsWith('/') ? target : posix.join(sourcePart === '' ? '' : posix.dirname(sourcePart), target);
  return posix.normalize(path).replace(/^\/+/, '');
}

/** The relationships of a part (none when it has no relationships part). */
export function relationshipsOf(parts: ReadonlyMap<string, Buffer>, sourcePart: string): Relationship[] {
  const rels = parts.get(relationshipsPartOf(sourcePart));
  if (!rels) return [];
  return startTags(partText(rels), 'Relationship').flatMap((tag) => {
    const attributes = attributesOf(tag);
    const id = attributes.get('Id');
    const target = attributes.get('Target');
    if (!id || target === undefined) return [];
    const external = attributes.get('TargetMode') === 'External';
    return [{ id, type: attributes.get('Type') ?? '', target: external ? target : resolveTarget(sourcePart, target), external }];
  });
}

/** The main document part the package names (word/document.xml when it names none). */
export function mainDocumentPart(parts: ReadonlyMap<string, Buffer>): string {
  const named = relationshipsOf(parts, '').find((relationship) => OFFICE_DOCUMENT.test(relationship.type) && !relationship.external);
  return named?.target ?? 'word/document.xml';
}

/** The part a relationship of the main document names by type (footnotes, endnotes, styles), if the package has it. */
export function relatedPart(pkg: DocxPackage, typeSuffix: string): string | undefined {
  const found = relationshipsOf(pkg.parts, pkg.mainPart).find((relationship) => !relationship.external && relationship.type.endsWith(`/${typeSuffix}`));
  return found && pkg.parts.has(found.target) ? found.target : undefined;
}
