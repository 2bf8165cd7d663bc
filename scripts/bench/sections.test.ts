import { describe, expect, it } from 'vitest';
import { pickSections, UnknownSectionError } from './sections.ts';

const table = ['bundle', 'tactile', 'drive'].map((name) => ({ name, run: () => name }));

describe('pickSections', () => {
  it('runs every section when no name is given', () => {
    expect(pickSections(table, []).map((section) => section.name)).toEqual(['bundle', 'tactile', 'drive']);
  });

  it('runs only the named sections, in the order of the table', () => {
    expect(pickSections(table, ['drive']).map((section) => section.name)).toEqual(['drive']);
    expect(pickSections(table, ['drive', 'bundle']).map((section) => section.name)).toEqual(['bundle', 'drive']);
  });

  it('refuses an unknown name with the list of sections', () => {
    expect(() => pickSections(table, ['drvie'])).toThrow(UnknownSectionError);
    expect(() => pickSections(table, ['drvie'])).toThrow('Unknown bench section "drvie"; the sections are: bundle, tactile, drive.');
  });
});
