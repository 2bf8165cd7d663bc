import { createContext, useContext } from 'react';
import type { BlockElement, IgnoredChecks } from '../../../../core/book/model.ts';
import type { BrailleFormat } from '../api/bookPaths.ts';
import type { PageProperties } from '../pages/pageProperties.ts';
import type { BookDocumentState } from './documentState.ts';

/** What BookPage (and the toolbar, the status bar) get of the document. */
export interface BookDocumentValue {
  readonly state: BookDocumentState;
  /** Slate's value: the document's blocks. */
  readonly value: BlockElement[];
  /** The title as typed. */
  readonly title: string;
  /**
   * Changes whenever the value is replaced from outside the editor (new,
   * open, a restored draft): Slate reads its value once, so BookPage keys
   * the editor by it (`<BookEditor key={documentKey} …>`).
   */
  readonly documentKey: string;
  readonly dirty: boolean;
  /** A document is being opened (the editor shows nothing meanwhile). */
  readonly loading: boolean;
  /** A save or an open is under way. */
  readonly busy: boolean;
  /** The editor's change (debounce it as you like; equal values are ignored). */
  setValue(value: BlockElement[]): void;
  setTitle(title: string): void;
  /** What the accessibility checker does not report in this document (saved with it). */
  setIgnoredChecks(ignores: IgnoredChecks): void;
  /** Each asks about unsaved changes first where it would drop them. */
  newDocument(): Promise<void>;
  /** The Open dialog. */
  open(): void;
  openDocument(dtmNo: string): Promise<void>;
  /** True once saved (a new document asks Save as first). */
  save(): Promise<boolean>;
  saveAs(): Promise<boolean>;
  downloadHtml(): Promise<void>;
  downloadBraille(format?: BrailleFormat): Promise<void>;
  openInReader(): Promise<void>;
  /** Asks about unsaved changes: true when there are none, or they were saved or dropped. */
  confirmDiscard(): Promise<boolean>;
  /** Page `pageNo`'s (from 1) alternative text and audio, which follow the page when page breaks come and go. */
  pageProperties(pageNo: number): PageProperties;
  /** Sets a page's properties: an unsaved change, saved to the drive with the document. */
  setPageProperties(pageNo: number, properties: PageProperties): void;
}

export const BookDocumentContext = createContext<BookDocumentValue | null>(null);

export function useBookDocument(): BookDocumentValue {
  const value = useContext(BookDocumentContext);
  if (value === null) throw new Error('useBookDocument needs a BookDocumentProvider');
  return value;
}
