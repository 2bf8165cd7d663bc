import { createContext, useContext } from 'react';

/** What the file layer tells the rest of the Canvas (the title bar, the menus, the status bar). */
export interface CanvasFileState {
  /** The document's title as it stands (cleaned when saved). */
  readonly title: string;
  /** The Cloud file the document is saved in, or null before its first save. */
  readonly dtmNo: number | null;
  readonly saving: boolean;
  /** A Cloud file is being opened. */
  readonly loading: boolean;
}

/** The file menu's actions; each opens what it needs (dialogs, questions) and reports through toasts and announcements. */
export interface CanvasFileActions {
  newDocument(): void;
  open(): void;
  /** Mod+S: the first save asks for a name and folder, later saves write the same Cloud file. */
  save(): void;
  /** Mod+Shift+S. */
  saveAs(): void;
  exportAs(): void;
  readonly state: CanvasFileState;
}

export const CanvasFileContext = createContext<CanvasFileActions | null>(null);

export function useCanvasFile(): CanvasFileActions {
  const actions = useContext(CanvasFileContext);
  if (!actions) throw new Error('useCanvasFile needs a CanvasFileLayer around it');
  return actions;
}
