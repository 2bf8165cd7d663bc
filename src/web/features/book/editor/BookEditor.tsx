// The Book's editing area: a Slate editor over the document's blocks, with
// its toolbar and its dialogs. The document state (value, title, saving) is
// the document layer's; this component edits what it is given and reports
// each change.

import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import '../../../styles/book-editor.css';
import { createEditor, Editor, type Descendant } from 'slate';
import { withHistory } from 'slate-history';
import { Editable, ReactEditor, Slate, withReact } from 'slate-react';
import { mathText } from '../../../../core/book/index.ts';
import type { BlockElement } from '../../../../core/book/model.ts';
import { announce } from '../../../ui/announcer.ts';
import { useTactileLinks } from './useTactileLinks.ts';
import { BookDialogs } from '../dialogs/BookDialogs.tsx';
import { renderMessages as rm } from '../render/messages.ts';
import { BookToolbar } from '../toolbar/BookToolbar.tsx';
import { setCurrentEditor, type BookDialog, type BookEditorUi } from './currentEditor.ts';
import { handleEditorKey } from './keyHandling.ts';
import { editorMessages as m } from './messages.ts';
import { isMath, isVoidElement } from './nodes.ts';
import { normalizeBlocks } from './normalizeBlocks.ts';
import { imageName } from './quickNavigation.ts';
import { BookElementView } from './renderElement.tsx';
import { BookLeaf } from './renderLeaf.tsx';
import { returnToText } from './returnToText.ts';
import type { BookSlateEditor } from './slateTypes.ts';
import { pageAt } from './voids.ts';
import { withBook } from './withBook.ts';
import { withPaste } from './withPaste.ts';

/** Before another document: no undo into the last one, no caret in it. */
function forgetPast(editor: BookSlateEditor): void {
  editor.history = { undos: [], redos: [] };
  editor.selection = null;
}

export interface BookEditorProps {
  readonly value: BlockElement[];
  readonly onChange: (blocks: BlockElement[]) => void;
  readonly title: string;
  readonly readOnly?: boolean;
}

export function BookEditor({ value, onChange, title, readOnly = false }: BookEditorProps) {
  const intl = useIntl();
  const [editor] = useState(() => withPaste(withBook(withHistory(withReact(createEditor())))) as BookSlateEditor);
  const [dialog, setDialog] = useState<BookDialog | null>(null);
  const toolbar = useRef<HTMLDivElement>(null);
  /** The focus return a closing dialog has scheduled (see BookDialogs' onClose). */
  const pendingReturn = useRef<object | null>(null);
  const latest = useRef({ intl, readOnly, onChange });
  useEffect(() => {
    latest.current = { intl, readOnly, onChange };
  });

  // The editor holds its own value and reports each change. A new value
  // from outside (the `value` prop changed to something other than what
  // the editor last reported: another document opened, a draft restored)
  // starts it afresh; the value it reported coming back changes nothing.
  const [held, setHeld] = useState(() => ({ prop: value, reported: value, generation: 0, blocks: normalizeBlocks(value) }));
  if (value !== held.prop) {
    if (value === held.reported) {
      setHeld({ ...held, prop: value });
    } else {
      forgetPast(editor);
      setHeld({ prop: value, reported: value, generation: held.generation + 1, blocks: normalizeBlocks(value) });
    }
  }

  const ui = useMemo<BookEditorUi>(() => {
    const format: BookEditorUi['format'] = (message, values) => latest.current.intl.formatMessage(message, values);
    return {
      get readOnly() {
        return latest.current.readOnly;
      },
      openDialog: (name) => setDialog(name),
      focusToolbar: () => {
        // The button last used, unless it cannot take focus here (a disabled
        // one, as Insert table is inside a table): then the first that can.
        const bar = toolbar.current;
        const canFocus = (button: HTMLElement | null | undefined): button is HTMLElement =>
          Boolean(button) && !button?.hasAttribute('disabled') && button?.getAttribute('aria-disabled') !== 'true';
        const last = bar?.querySelector<HTMLElement>('[data-last-focused="true"]');
        const button = canFocus(last) ? last : [...(bar?.querySelectorAll<HTMLElement>('button') ?? [])].find(canFocus);
        // The editing area lets go first: Slate, still focused, would write
        // its selection back into the page when its pending selection work
        // runs (seen after moving inside a table), and that pulls focus
        // back into the text.
        pendingReturn.current = null;
        ReactEditor.blur(editor);
        button?.focus();
      },
      focusText: () => returnToText(editor),
      say: (message, values, politeness = 'polite') => announce(typeof message === 'string' ? message : format(message, values), politeness),
      format,
    };
  }, [editor]);

  useEffect(() => setCurrentEditor(editor, ui), [editor, ui]);
  useTactileLinks(editor, ui);
  // A focus return still waiting when the editor goes away has nowhere to go.
  useEffect(() => () => void (pendingReturn.current = null), []);

  // A picture, a page break or an equation selected by the arrows is said by its name:
  // its content is not text, so a screen reader would read nothing.
  const lastVoid = useRef<string | null>(null);
  const sayVoidSelected = () => {
    const entry = editor.selection ? Editor.above(editor, { at: editor.selection.focus, match: (node) => isVoidElement(node) || isMath(node) }) : undefined;
    const key = entry ? entry[1].join() : null;
    if (key === lastVoid.current) return;
    lastVoid.current = key;
    if (!entry) return;
    const [node, path] = entry;
    if (node.type === 'image') ui.say(imageName(ui, node.alt, node.decorative === true));
    else if (node.type === 'page-break') ui.say(m.pageBreak, { page: pageAt(editor, path) + 1 });
    else if (node.type === 'media') ui.say(node.kind === 'audio' ? m.audio : m.video, { title: node.title ?? '' });
    else if (node.type === 'math') ui.say(rm.equation, { text: mathText(node) });
  };

  const handleChange = (next: Descendant[]) => {
    if (editor.operations.some((operation) => operation.type !== 'set_selection')) {
      const blocks = next as BlockElement[];
      setHeld((old) => ({ ...old, reported: blocks }));
      latest.current.onChange(blocks);
    }
    sayVoidSelected();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (handleEditorKey(event, editor, ui)) return;
    if (event.key === 'Enter') {
      // Slate re-renders the split block; some screen readers (JAWS, slate#2793)
      // then lose the focus. Put it back where the caret is — only if it was
      // lost (to the page itself): a key pressed meanwhile that moved it on
      // purpose (Alt+F10 to the toolbar) keeps its move.
      requestAnimationFrame(() => {
        const lost = document.activeElement === null || document.activeElement === document.body;
        if (lost && !ReactEditor.isFocused(editor)) ReactEditor.focus(editor);
      });
    }
  };

  const name = intl.formatMessage(m.body, { title: title.trim() === '' ? intl.formatMessage(m.untitled) : title });
  return (
    <section className="book-editor" aria-label={intl.formatMessage(m.editorRegion)}>
      <Slate key={held.generation} editor={editor} initialValue={held.blocks} onChange={handleChange}>
        <BookToolbar toolbarRef={toolbar} ui={ui} />
        <Editable
          className="book-editable"
          aria-label={name}
          readOnly={readOnly}
          renderElement={BookElementView}
          renderLeaf={BookLeaf}
          onKeyDown={handleKeyDown}
        />
        <BookDialogs
          dialog={dialog}
          ui={ui}
          onClose={() => {
            // Back to the text, the caret (or the found text) where the dialog
            // left it: a frame after React Aria's own focus restoration (to
            // what opened the dialog), which runs when the dialog unmounts.
            // Moving focus on purpose meanwhile (Alt+F10) cancels it.
            const at = editor.selection;
            const ticket = {};
            pendingReturn.current = ticket;
            setDialog(null);
            requestAnimationFrame(() =>
              requestAnimationFrame(() => {
                if (pendingReturn.current !== ticket) return;
                pendingReturn.current = null;
                returnToText(editor, at);
              }),
            );
          }}
        />
      </Slate>
    </section>
  );
}
