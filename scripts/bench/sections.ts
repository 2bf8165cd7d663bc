// Which sections `npm run bench` runs: the names given on the command line
// (`npm run bench -- drive tactile`), in the order of the table, or all of
// them when none is given. An unknown name is refused with the list, before
// anything runs, so a typo never costs a full run.

export interface BenchSection {
  readonly name: string;
  readonly run: () => unknown;
}

export class UnknownSectionError extends Error {}

export function pickSections(sections: readonly BenchSection[], names: readonly string[]): readonly BenchSection[] {
  if (names.length === 0) return sections;
  const known = new Set(sections.map((section) => section.name));
  const unknown = names.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new UnknownSectionError(`Unknown bench section ${unknown.map((name) => `"${name}"`).join(', ')}; the sections are: ${[...known].join(', ')}.`);
  }
  const wanted = new Set(names);
  return sections.filter((section) => wanted.has(section.name));
}
