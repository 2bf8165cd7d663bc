import type { BlockElement, BookDocument, IgnoredChecks } from '../../../../core/book/model.ts';
import { blankDocument } from '../../../../core/book/model.ts';
import { documentTitle } from '../../../../core/drive/index.ts';
import { ROOT_GROUP_NO } from '../../../../shared/api/driveAppPaths.ts';
import type { BookCodec } from './bookCodec.ts';

// The document state of spec §3, and its rules (§4 menu type and autosave,
// §5 title). One pure reducer: the provider (BookDocumentProvider.tsx) makes
// the calls and tells it what happened.
//
// "Unsaved" is not a flag set by edits: it is the page the document would be
// saved as (`contents`) differing from the page last saved or opened
// (`lastSaveContents`). So typing a letter and deleting it again is no
// change, and a new title is one (the title is inside the page).

/**
 * The last document menu action (spec §4). 'new', 'open', 'import' and
 * 'autosave' make autosave impossible; a save makes it possible again.
 */
export type MenuType = 'new' | 'open' | 'import' | 'autosave' | 'save' | 'saveAs' | 'restore';

const NO_AUTOSAVE: ReadonlySet<MenuType> = new Set(['new', 'open', 'import', 'autosave']);

/** Spec §9: the rich-text editor's change events are debounced at 300 ms. */
export const CHANGE_DEBOUNCE_MS = 300;

export interface BookDocumentState {
  /** The title as typed (spec §5's rules are applied when it is saved). */
  readonly title: string;
  /** The drive file; null until the first save. */
  readonly dtmNo: string | null;
  /** Its folder (ROOT at the top). */
  readonly dtmGroupNo: string;
  /** The name the drive holds ('' before the first save). */
  readonly dtmName: string;
  /** The document (Slate's value is `doc.blocks`). */
  readonly doc: BookDocument;
  /** The page a save would send now, as of the last measure (see `measured`). */
  readonly contents: string;
  /**
   * Whether `contents` and the counts follow `doc`. Typing only records the
   * blocks: writing a 100-page document's page and counting its words at
   * every key would slow typing (spec §9 debounces the editor's changes at
   * 300 ms), so the page measures 300 ms after the last edit.
   */
  readonly measured: boolean;
  /** The page last saved or opened; '' when nothing is saved yet. */
  readonly lastSaveContents: string;
  readonly userNo: string;
  readonly creator: string;
  readonly characterCount: number;
  readonly wordCount: number;
  readonly pageCount: number;
  readonly fileFormat: 'html';
  /** Spec §4: set by an edit, cleared by the autosave timer (which saves nothing). */
  readonly isAutoSave: boolean;
  readonly isNewDocument: boolean;
  readonly menuType: MenuType;
  /** The folders down to the document, for display ('/' at the top). */
  readonly filePath: string;
  /** A save is under way. */
  readonly saving: boolean;
}

export interface Author {
  readonly userNo: string;
  readonly creator: string;
}

export type DocumentAction =
  | { readonly type: 'new'; readonly author: Author; readonly lang?: string }
  | {
      readonly type: 'opened';
      readonly author: Author;
      readonly dtmNo: string;
      readonly dtmGroupNo?: string;
      readonly dtmName: string;
      /** The stored page (GET /doc/html CONTENTS), read by the codec (the provider reads it, so a page that cannot be read is its failure to say). */
      readonly doc: BookDocument;
      readonly filePath?: string;
    }
  /** A document made elsewhere (a converted file, a local HTML file): new, and unsaved. */
  | { readonly type: 'imported'; readonly author: Author; readonly title: string; readonly doc: BookDocument }
  /** A local draft brought back: its blocks and title over the document it belongs to. */
  | { readonly type: 'restored'; readonly title: string; readonly blocks: BlockElement[] }
  | { readonly type: 'edited'; readonly blocks: BlockElement[] }
  | { readonly type: 'retitled'; readonly title: string }
  /** What the accessibility checker is told not to report here: part of the document, saved with it. */
  | { readonly type: 'ignoresChanged'; readonly ignores: IgnoredChecks }
  | { readonly type: 'saveStarted' }
  | {
      readonly type: 'saved';
      readonly as: 'save' | 'saveAs';
      /** What was sent: the document and the (typed) title at the start of the save. */
      readonly sentDoc: BookDocument;
      readonly sentTitle: string;
      readonly dtmNo: string;
      readonly dtmGroupNo: string;
      readonly dtmName: string;
      readonly filePath?: string;
    }
  | { readonly type: 'saveFailed' }
  | { readonly type: 'autosaveTick' }
  /** The page and counts of the document as it is now (300 ms after typing stops). */
  | { readonly type: 'measure' };

/** The state around a document: its page and counts computed again. */
function withDoc(codec: BookCodec, state: Omit<BookDocumentState, 'contents' | 'characterCount' | 'wordCount' | 'pageCount' | 'measured'>): BookDocumentState {
  const { characterCount, wordCount } = codec.stats(state.doc);
  return {
    ...state,
    measured: true,
    contents: codec.toHtml(state.doc, documentTitle(state.title)),
    characterCount,
    wordCount,
    pageCount: codec.pages(state.doc.blocks),
  };
}

/** The document with these ignores; none leaves the field out, as a document that never had any. */
function withIgnores(doc: BookDocument, ignores: IgnoredChecks): BookDocument {
  if (ignores.rules.length > 0 || ignores.findings.length > 0) return { ...doc, ignoredChecks: ignores };
  const rest = { ...doc };
  delete rest.ignoredChecks;
  return rest;
}

/** A blank document (spec §3: a full page with one empty paragraph), not yet saved and not changed. */
export function newDocumentState(codec: BookCodec, author: Author, lang?: string): BookDocumentState {
  const state = withDoc(codec, {
    title: '',
    dtmNo: null,
    dtmGroupNo: ROOT_GROUP_NO,
    dtmName: '',
    doc: blankDocument(lang),
    lastSaveContents: '',
    userNo: author.userNo,
    creator: author.creator,
    fileFormat: 'html',
    isAutoSave: false,
    isNewDocument: true,
    menuType: 'new',
    filePath: '/',
    saving: false,
  });
  // Nothing to lose yet: a blank page counts as saved until it is changed.
  return { ...state, lastSaveContents: state.contents };
}

/** Changed since saved or opened: an edit not measured yet counts as a change. */
export function isDirty(state: BookDocumentState): boolean {
  return !state.measured || state.contents !== state.lastSaveContents;
}

/** Spec §4: whether the autosave timer may act (it then only clears the flag). */
export function canAutosave(state: BookDocumentState): boolean {
  return !NO_AUTOSAVE.has(state.menuType);
}

/** The name a save sends (spec §5). */
export function savedName(state: BookDocumentState): string {
  return documentTitle(state.title);
}

export function documentReducer(codec: BookCodec) {
  return function reduce(state: BookDocumentState, action: DocumentAction): BookDocumentState {
    switch (action.type) {
      case 'new':
        return newDocumentState(codec, action.author, action.lang);
      case 'opened': {
        const opened = withDoc(codec, {
          ...newDocumentState(codec, action.author),
          title: action.dtmName,
          dtmNo: action.dtmNo,
          dtmGroupNo: action.dtmGroupNo || ROOT_GROUP_NO,
          dtmName: action.dtmName,
          doc: action.doc,
          isNewDocument: false,
          menuType: 'open',
          filePath: action.filePath ?? state.filePath,
        });
        // Compared with what we would write, not with the server's bytes: opening is no change.
        return { ...opened, lastSaveContents: opened.contents };
      }
      case 'imported':
        return withDoc(codec, {
          ...newDocumentState(codec, action.author, action.doc.lang),
          title: action.title,
          doc: action.doc,
          lastSaveContents: '',
          menuType: 'import',
        });
      case 'restored':
        return withDoc(codec, { ...state, title: action.title, doc: { ...state.doc, blocks: action.blocks }, menuType: 'restore', isAutoSave: true });
      case 'edited':
        if (action.blocks === state.doc.blocks) return state;
        return { ...state, doc: { ...state.doc, blocks: action.blocks }, isAutoSave: true, measured: false };
      case 'measure':
        return state.measured ? state : withDoc(codec, state);
      case 'retitled':
        return action.title === state.title ? state : withDoc(codec, { ...state, title: action.title, isAutoSave: true });
      case 'ignoresChanged':
        return withDoc(codec, { ...state, doc: withIgnores(state.doc, action.ignores), isAutoSave: true });
      case 'saveStarted':
        return { ...state, saving: true };
      case 'saveFailed':
        return { ...state, saving: false };
      case 'saved': {
        // The drive's name is the title from now on, unless the title was changed while saving.
        const title = state.title === action.sentTitle ? action.dtmName : state.title;
        const next = withDoc(codec, {
          ...state,
          title,
          dtmNo: action.dtmNo,
          dtmGroupNo: action.dtmGroupNo || ROOT_GROUP_NO,
          dtmName: action.dtmName,
          isNewDocument: false,
          menuType: action.as,
          filePath: action.filePath ?? state.filePath,
          saving: false,
        });
        // What was sent is what is saved; edits made during the save stay unsaved.
        return { ...next, lastSaveContents: codec.toHtml(action.sentDoc, action.dtmName) };
      }
      case 'autosaveTick':
        return canAutosave(state) && state.isAutoSave ? { ...state, isAutoSave: false } : state;
    }
  };
}
