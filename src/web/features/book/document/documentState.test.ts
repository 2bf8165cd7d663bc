import { describe, expect, it } from 'vitest';
import type { BlockElement } from '../../../../core/book/model.ts';
import { canAutosave, documentReducer, isDirty, newDocumentState, savedName, type BookDocumentState } from './documentState.ts';
import { fakeCodec } from './testing/fakeCodec.ts';

const reduce = documentReducer(fakeCodec);
const author = { userNo: '7', creator: 'Kim' };
const para = (text: string): BlockElement => ({ type: 'paragraph', children: [{ text }] });
const blank = () => newDocumentState(fakeCodec, author);

function opened(): BookDocumentState {
  return reduce(blank(), { type: 'opened', author, dtmNo: '42', dtmGroupNo: '3', dtmName: 'Chapter', doc: { blocks: [para('hello world')] } });
}

describe('document state', () => {
  it('starts as a blank page of one empty paragraph, new, unchanged, and unable to autosave', () => {
    const state = blank();
    expect(state.doc.blocks).toEqual([para('')]);
    expect(state).toMatchObject({ dtmNo: null, dtmGroupNo: 'ROOT', isNewDocument: true, menuType: 'new', fileFormat: 'html', userNo: '7', creator: 'Kim' });
    expect(isDirty(state)).toBe(false);
    expect(canAutosave(state)).toBe(false);
  });

  it('opens a stored page: its name as the title, counted, not dirty', () => {
    const state = opened();
    expect(state).toMatchObject({ title: 'Chapter', dtmNo: '42', dtmGroupNo: '3', isNewDocument: false, menuType: 'open', characterCount: 10, wordCount: 2, pageCount: 1 });
    expect(isDirty(state)).toBe(false);
  });

  it('is dirty while the page differs from the saved one, and clean again when the edit is undone', () => {
    const state = opened();
    const typed = reduce(state, { type: 'edited', blocks: [para('hello world!'), { type: 'page-break', children: [{ text: '' }] }, para('')] });
    // Typing records the blocks; the page and counts follow at the next measure.
    expect(isDirty(typed)).toBe(true);
    expect(typed.pageCount).toBe(1);
    const edited = reduce(typed, { type: 'measure' });
    expect(isDirty(edited)).toBe(true);
    expect(edited.pageCount).toBe(2);
    expect(edited.isAutoSave).toBe(true);
    const undone = reduce(reduce(edited, { type: 'edited', blocks: [para('hello world')] }), { type: 'measure' });
    expect(isDirty(undone)).toBe(false);
    expect(reduce(undone, { type: 'measure' })).toBe(undone);
  });

  it('counts a new title as a change and saves it by the rules of spec §5', () => {
    const renamed = reduce(opened(), { type: 'retitled', title: 'a/b:c?' });
    expect(isDirty(renamed)).toBe(true);
    expect(savedName(renamed)).toBe('abc');
    expect(savedName(reduce(renamed, { type: 'retitled', title: ' <>| ' }))).toBe('Untitled');
  });

  it('after a save takes the drive name and number, is clean, and may autosave', () => {
    const edited = reduce(reduce(blank(), { type: 'edited', blocks: [para('x')] }), { type: 'retitled', title: '' });
    const saving = reduce(edited, { type: 'saveStarted' });
    expect(saving.saving).toBe(true);
    const saved = reduce(saving, { type: 'saved', as: 'saveAs', sentDoc: edited.doc, sentTitle: '', dtmNo: '9', dtmGroupNo: '5', dtmName: 'Untitled' });
    expect(saved).toMatchObject({ title: 'Untitled', dtmNo: '9', dtmGroupNo: '5', dtmName: 'Untitled', isNewDocument: false, menuType: 'saveAs', saving: false });
    expect(isDirty(saved)).toBe(false);
    expect(canAutosave(saved)).toBe(true);
  });

  it('keeps edits made during a save unsaved', () => {
    const edited = reduce(opened(), { type: 'edited', blocks: [para('one')] });
    const saving = reduce(edited, { type: 'saveStarted' });
    const more = reduce(saving, { type: 'edited', blocks: [para('one two')] });
    const saved = reduce(more, { type: 'saved', as: 'save', sentDoc: edited.doc, sentTitle: 'Chapter', dtmNo: '42', dtmGroupNo: '3', dtmName: 'Chapter' });
    expect(isDirty(saved)).toBe(true);
    expect(saved.doc.blocks).toEqual([para('one two')]);
  });

  it('keeps a title typed during a save', () => {
    const saving = reduce(opened(), { type: 'saveStarted' });
    const renamed = reduce(saving, { type: 'retitled', title: 'New name' });
    const saved = reduce(renamed, { type: 'saved', as: 'save', sentDoc: renamed.doc, sentTitle: 'Chapter', dtmNo: '42', dtmGroupNo: '3', dtmName: 'Chapter' });
    expect(saved.title).toBe('New name');
    expect(isDirty(saved)).toBe(true);
  });

  it('a failed save keeps the changes', () => {
    const edited = reduce(opened(), { type: 'edited', blocks: [para('changed')] });
    const failed = reduce(reduce(edited, { type: 'saveStarted' }), { type: 'saveFailed' });
    expect(failed.saving).toBe(false);
    expect(isDirty(failed)).toBe(true);
  });

  it('autosave only clears the flag, and not after new, open or import (spec §4)', () => {
    const afterOpen = reduce(opened(), { type: 'edited', blocks: [para('x')] });
    expect(reduce(afterOpen, { type: 'autosaveTick' }).isAutoSave).toBe(true);
    const saved = reduce(afterOpen, { type: 'saved', as: 'save', sentDoc: afterOpen.doc, sentTitle: 'Chapter', dtmNo: '42', dtmGroupNo: '3', dtmName: 'Chapter' });
    const editedAgain = reduce(saved, { type: 'edited', blocks: [para('y')] });
    const ticked = reduce(editedAgain, { type: 'autosaveTick' });
    expect(ticked.isAutoSave).toBe(false);
    expect(isDirty(ticked)).toBe(true);
    expect(ticked.lastSaveContents).toBe(editedAgain.lastSaveContents);
    const imported = reduce(saved, { type: 'imported', author, title: 'Import', doc: { blocks: [para('z')] } });
    expect(imported).toMatchObject({ menuType: 'import', isNewDocument: true, dtmNo: null });
    expect(isDirty(imported)).toBe(true);
    expect(canAutosave(imported)).toBe(false);
  });

  it('restores a draft over the document as unsaved changes', () => {
    const restored = reduce(opened(), { type: 'restored', title: 'Chapter', blocks: [para('draft')] });
    expect(restored.doc.blocks).toEqual([para('draft')]);
    expect(restored.dtmNo).toBe('42');
    expect(isDirty(restored)).toBe(true);
  });
});
