import { describe, expect, it } from 'vitest';
import { findShortcutConflicts } from '../../../../core/commands/index.ts';
import { globalCommands } from '../../../commands/globalCommands.ts';
import { bookCommandEntries } from '../commands/bookCommandEntries.ts';
import { coreCodec } from '../document/coreCodec.ts';
import { documentReducer, isDirty, newDocumentState } from '../document/documentState.ts';

// The checker's ignores in the Book's document state: part of the document
// (so a change to save, written in its HTML) and gone again when cleared.

const reduce = documentReducer(coreCodec);
const author = { userNo: '7', creator: 'Kim' };

function opened() {
  return reduce(newDocumentState(coreCodec, author), {
    type: 'opened',
    author,
    dtmNo: '42',
    dtmName: 'Plants',
    doc: { blocks: [{ type: 'paragraph', children: [{ text: 'Roots' }] }] },
  });
}

describe("the checker's ignores in the Book's document", () => {
  it('are a change to save, written in the page, and clearing them is no change', () => {
    const start = opened();
    const ignored = reduce(start, { type: 'ignoresChanged', ignores: { rules: ['list-structure'], findings: ['image-alt:0a1b2c3d'] } });
    expect(ignored.doc.ignoredChecks).toEqual({ rules: ['list-structure'], findings: ['image-alt:0a1b2c3d'] });
    expect(isDirty(ignored)).toBe(true);
    expect(ignored.contents).toContain('list-structure');
    expect(ignored.contents).toContain('image-alt:0a1b2c3d');
    const cleared = reduce(ignored, { type: 'ignoresChanged', ignores: { rules: [], findings: [] } });
    expect(cleared.doc).not.toHaveProperty('ignoredChecks');
    expect(isDirty(cleared)).toBe(false);
  });

  it('survive typing in the text', () => {
    const ignored = reduce(opened(), { type: 'ignoresChanged', ignores: { rules: ['heading-present'], findings: [] } });
    const typed = reduce(ignored, { type: 'edited', blocks: [{ type: 'paragraph', children: [{ text: 'Roots and leaves' }] }] });
    expect(typed.doc.ignoredChecks).toEqual({ rules: ['heading-present'], findings: [] });
  });
});

describe('the Check accessibility shortcut', () => {
  it('clashes with no global command and no other Book command', () => {
    expect(findShortcutConflicts([...globalCommands, ...bookCommandEntries])).toEqual([]);
  });
});
