// The code of the Book editor's commands (editorCommandEntries.ts lists
// them): each acts on the editor shown (currentEditor.ts) and says what it
// did, so a change made from the palette or a key is heard as clearly as
// one made from the toolbar.

import { Editor, Element, Transforms } from 'slate';
import { documentPageMessages as pageMessages } from '../../../../core/pages/index.ts';
import type { Enablement } from '../../../../core/commands/index.ts';
import type { Align, HeadingLevel, MarkName } from '../../../../core/book/model.ts';
import type { CommandCodes, CommandCode } from '../../../commands/commandEntry.ts';
import { setTextStyle, toggleQuote, type TextStyle } from '../editor/blocks.ts';
import { armNavigation, currentEditor, currentEditorUi, type BookDialog, type BookEditorUi } from '../editor/currentEditor.ts';
import { removeLink } from '../editor/links.ts';
import { focusedItemPath, toggleList } from '../editor/lists.ts';
import { indent, outdent } from '../editor/listKeys.ts';
import { toggleMark } from '../editor/marks.ts';
import { editorMessages as em } from '../editor/messages.ts';
import { NAVIGATION_TARGETS, type NavigationTarget } from '../editor/navigation.ts';
import { goTo } from '../editor/quickNavigation.ts';
import { focusedTextBlock, isList, selectedTextBlocks } from '../editor/nodes.ts';
import type { BookSlateEditor } from '../editor/slateTypes.ts';
import { cellPosition, insertColumn, insertRow, removeColumn, removeRow, removeTable, toggleHeaderRow } from '../editor/tables.ts';
import { imageAt, insertPageBreak, pageAt } from '../editor/voids.ts';
import { BLOCK_COMMANDS, INSERT_COMMANDS, MARK_COMMANDS, NAVIGATION_COMMANDS, TABLE_COMMANDS, TEXT_STYLE_COMMANDS, TOOL_COMMANDS } from './commandIds.ts';
import { bookCommandMessages as cm } from './commandMessages.ts';

interface Target {
  readonly editor: BookSlateEditor;
  readonly ui: BookEditorUi;
}

type Check = (target: Target) => Enablement;

const always: Check = () => true;
const writable: Check = ({ ui }) => !ui.readOnly || { reason: em.readOnly };
const inTable: Check = (target) => {
  const ok = writable(target);
  if (ok !== true) return ok;
  return cellPosition(target.editor) !== undefined || { reason: em.notInTable };
};

/** A command on the editor shown; refused with a reason when there is none or the check fails. */
function code(check: Check, run: (target: Target) => void): CommandCode {
  const target = (): Target | null => {
    const editor = currentEditor();
    const ui = currentEditorUi();
    return editor && ui ? { editor, ui } : null;
  };
  return {
    isEnabled: () => {
      const t = target();
      return t === null ? { reason: em.noEditor } : check(t);
    },
    run: () => {
      const t = target();
      if (t !== null && check(t) === true) run(t);
    },
  };
}

const MARK_LABELS = { bold: cm.bold, italic: cm.italic, underline: cm.underline, strikethrough: cm.strikethrough, code: cm.code, superscript: cm.superscript, subscript: cm.subscript } as const;

export function markCode(mark: MarkName): CommandCode {
  return code(writable, ({ editor, ui }) => {
    const on = toggleMark(editor, mark);
    ui.say(on ? em.markOn : em.markOff, { name: ui.format(MARK_LABELS[mark]) });
  });
}

/** What a text style is called when it is announced. */
export function announceTextStyle(ui: BookEditorUi, style: TextStyle): void {
  if (style === 'paragraph') ui.say(em.normalText);
  else ui.say(em.heading, { level: style });
}

function styleCode(style: TextStyle): CommandCode {
  return code(writable, ({ editor, ui }) => {
    setTextStyle(editor, style);
    announceTextStyle(ui, style);
  });
}

function listCode(kind: 'bulleted' | 'numbered'): CommandCode {
  return code(writable, ({ editor, ui }) => {
    const on = toggleList(editor, kind);
    ui.say(on ? (kind === 'bulleted' ? em.bulletedList : em.numberedList) : em.listOff);
  });
}

const inList: Check = (target) => {
  const ok = writable(target);
  if (ok !== true) return ok;
  return focusedItemPath(target.editor) !== undefined || { reason: em.notInList };
};

const inNumberedList: Check = (target) => {
  const ok = writable(target);
  if (ok !== true) return ok;
  const selection = target.editor.selection;
  const list = selection ? Editor.above(target.editor, { at: selection.focus, match: isList, mode: 'lowest' }) : undefined;
  return (list !== undefined && list[0].ordered) || { reason: em.notInList };
};

function alignCode(align: Align): CommandCode {
  return code(writable, ({ editor, ui }) => {
    for (const [, path] of selectedTextBlocks(editor)) {
      if (align === 'left') Transforms.unsetNodes(editor, 'align', { at: path });
      else Transforms.setNodes(editor, { align }, { at: path });
    }
    ui.say(em.alignment, { align });
  });
}

const dialog = (name: BookDialog, check: Check = writable): CommandCode => code(check, ({ ui }) => ui.openDialog(name));

function tableCode(change: (editor: Editor) => boolean | undefined, said: (result: boolean) => Parameters<BookEditorUi['say']>[0]): CommandCode {
  return code(inTable, ({ editor, ui }) => {
    const result = change(editor);
    if (result !== undefined) ui.say(said(result));
  });
}

function navigationCode(target: NavigationTarget, direction: 'next' | 'previous'): CommandCode {
  return code(always, ({ editor, ui }) => goTo(editor, ui, target, direction));
}

const onLink: Check = (target) => {
  const ok = writable(target);
  if (ok !== true) return ok;
  const selection = target.editor.selection;
  const link = selection ? Editor.above(target.editor, { at: selection, match: (node) => Element.isElement(node) && node.type === 'link' }) : undefined;
  return link !== undefined || { reason: em.notOnLink };
};

const onImage: Check = (target) => {
  const ok = writable(target);
  if (ok !== true) return ok;
  return imageAt(target.editor) !== undefined || { reason: em.notOnImage };
};

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export const editorCommandCode: CommandCodes = {
  [TEXT_STYLE_COMMANDS.normalText]: styleCode('paragraph'),
  ...Object.fromEntries(([1, 2, 3, 4, 5, 6] as HeadingLevel[]).map((level) => [TEXT_STYLE_COMMANDS[`heading${level}`], styleCode(level)])),
  ...Object.fromEntries((Object.keys(MARK_COMMANDS) as MarkName[]).map((mark) => [MARK_COMMANDS[mark], markCode(mark)])),
  [BLOCK_COMMANDS.bulletedList]: listCode('bulleted'),
  [BLOCK_COMMANDS.numberedList]: listCode('numbered'),
  [BLOCK_COMMANDS.indent]: code(inList, ({ editor, ui }) => void indent(editor, ui)),
  [BLOCK_COMMANDS.outdent]: code(inList, ({ editor, ui }) => void outdent(editor, ui)),
  [BLOCK_COMMANDS.listStart]: dialog('listStart', inNumberedList),
  [BLOCK_COMMANDS.blockquote]: code(writable, ({ editor, ui }) => ui.say(toggleQuote(editor) ? em.quoteOn : em.quoteOff)),
  [BLOCK_COMMANDS.alignLeft]: alignCode('left'),
  [BLOCK_COMMANDS.alignCenter]: alignCode('center'),
  [BLOCK_COMMANDS.alignRight]: alignCode('right'),
  [BLOCK_COMMANDS.alignJustify]: alignCode('justify'),
  [BLOCK_COMMANDS.textColor]: dialog('color'),
  [BLOCK_COMMANDS.highlight]: dialog('highlight'),
  [INSERT_COMMANDS.link]: dialog('link'),
  [INSERT_COMMANDS.removeLink]: code(onLink, ({ editor, ui }) => {
    if (removeLink(editor)) ui.say(em.linkRemoved);
  }),
  [INSERT_COMMANDS.insertTable]: dialog('table'),
  [INSERT_COMMANDS.insertImage]: dialog('image'),
  [INSERT_COMMANDS.imageProperties]: dialog('imageProperties', onImage),
  [INSERT_COMMANDS.insertMedia]: dialog('media'),
  [INSERT_COMMANDS.pageBreak]: code(writable, ({ editor, ui }) => {
    if (!insertPageBreak(editor)) {
      ui.say(pageMessages.maximumPages, undefined, 'assertive');
      return;
    }
    ui.say(em.pageBreakInserted, { page: pageAt(editor) });
  }),
  [TABLE_COMMANDS.rowAbove]: tableCode((editor) => insertRow(editor, 'above'), () => em.rowAdded),
  [TABLE_COMMANDS.rowBelow]: tableCode((editor) => insertRow(editor, 'below'), () => em.rowAdded),
  [TABLE_COMMANDS.columnLeft]: tableCode((editor) => insertColumn(editor, 'left'), () => em.columnAdded),
  [TABLE_COMMANDS.columnRight]: tableCode((editor) => insertColumn(editor, 'right'), () => em.columnAdded),
  [TABLE_COMMANDS.removeRow]: code(inTable, ({ editor, ui }) => {
    const last = cellPosition(editor)?.rows === 1;
    removeRow(editor);
    ui.say(last ? em.tableRemoved : em.rowRemoved);
  }),
  [TABLE_COMMANDS.removeColumn]: code(inTable, ({ editor, ui }) => {
    const last = cellPosition(editor)?.columns === 1;
    removeColumn(editor);
    ui.say(last ? em.tableRemoved : em.columnRemoved);
  }),
  [TABLE_COMMANDS.removeTable]: tableCode(removeTable, () => em.tableRemoved),
  [TABLE_COMMANDS.headerRow]: tableCode(toggleHeaderRow, (on) => (on ? em.headerRowOn : em.headerRowOff)),
  [TABLE_COMMANDS.cellProperties]: dialog('cellProperties', inTable),
  [TOOL_COMMANDS.find]: dialog('find', always),
  [TOOL_COMMANDS.replace]: dialog('replace'),
  [TOOL_COMMANDS.pageProperties]: dialog('pageProperties'),
  [TOOL_COMMANDS.focusToolbar]: code(always, ({ ui }) => ui.focusToolbar()),
  // The app's key list, which shows the commands of the screen (the book's).
  [TOOL_COMMANDS.editorKeys]: { run: (ctx) => ctx.openDialog('shortcuts') },
  [TOOL_COMMANDS.goNext]: code(always, ({ ui }) => {
    armNavigation('next');
    ui.say(em.navigationWaiting, { direction: 'next' });
  }),
  [TOOL_COMMANDS.goPrevious]: code(always, ({ ui }) => {
    armNavigation('previous');
    ui.say(em.navigationWaiting, { direction: 'previous' });
  }),
  ...Object.fromEntries(
    NAVIGATION_TARGETS.flatMap((target) => [
      [NAVIGATION_COMMANDS[`next${capitalised(target)}` as keyof typeof NAVIGATION_COMMANDS], navigationCode(target, 'next')],
      [NAVIGATION_COMMANDS[`previous${capitalised(target)}` as keyof typeof NAVIGATION_COMMANDS], navigationCode(target, 'previous')],
    ]),
  ),
};

/** Whether the caret's text block exists (the toolbar greys nothing out, but uses this for the style menu). */
export function hasTextBlock(editor: Editor): boolean {
  return focusedTextBlock(editor) !== undefined;
}
