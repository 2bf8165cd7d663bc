// The editor's toolbar: one Tab stop, arrows between its controls (React
// Aria's Toolbar), reached from the text with Alt+F10 and left with Escape,
// which puts the caret back where it was. Marks and list kinds are toggle
// buttons whose pressed state follows the caret; the paragraph style is a
// menu button that names the current style. Every control runs the same
// command as its key and the palette, and shows that key in its tooltip and
// in aria-keyshortcuts.

import { useContext, useEffect, useState, type ReactNode, type RefObject } from 'react';
import { Button, Group, Menu, MenuItem, MenuTrigger, Popover, Separator, ToggleButton, Toolbar, Tooltip, TooltipTrigger } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useSlate } from 'slate-react';
import { formatKeyBinding, type Platform } from '../../../../core/commands/index.ts';
import type { MarkName } from '../../../../core/book/model.ts';
import type { Message } from '../../../../core/messages/index.ts';
import { CommandsContext } from '../../../commands/CommandsContext.tsx';
import { keyboardPlatform } from '../../../platform/keyboardPlatform.ts';
import { editorCommandEntries } from '../commands/editorCommandEntries.ts';
import { BLOCK_COMMANDS, INSERT_COMMANDS, MARK_COMMANDS, TABLE_COMMANDS, TEXT_STYLE_COMMANDS, TOOL_COMMANDS } from '../commands/commandIds.ts';
import { bookCommandMessages as cm } from '../commands/commandMessages.ts';
import { isInQuote, textStyleAt, TEXT_STYLES, type TextStyle } from '../editor/blocks.ts';
import type { BookEditorUi } from '../editor/currentEditor.ts';
import { listKindAt } from '../editor/lists.ts';
import { isMarkActive } from '../editor/marks.ts';
import { editorMessages as em } from '../editor/messages.ts';
import { toolbarMessages as m } from './messages.ts';
import { useRunBookCommand } from './useRunBookCommand.ts';

/** Shown after a menu button's text: it opens a menu. */
const MENU_ARROW = '▾';

const ENTRY = new Map(editorCommandEntries.map((entry) => [entry.id, entry]));

/** The link's key is the editor's own (keyHandling.ts), not a declared shortcut. */
const EXTRA_KEYS: Readonly<Record<string, string>> = { [INSERT_COMMANDS.link]: 'Mod+K' };

const MARKS: readonly MarkName[] = ['bold', 'italic', 'underline', 'strikethrough', 'code', 'superscript', 'subscript'];

const styleCommand = (style: TextStyle): string => (style === 'paragraph' ? TEXT_STYLE_COMMANDS.normalText : TEXT_STYLE_COMMANDS[`heading${style}`]);

interface Props {
  readonly ui: BookEditorUi;
  /** The page reaches the toolbar through it (Alt+F10). */
  readonly toolbarRef: RefObject<HTMLDivElement | null>;
}

export function BookToolbar({ ui, toolbarRef }: Props) {
  const intl = useIntl();
  const editor = useSlate();
  const commands = useContext(CommandsContext);
  const platform: Platform = commands?.platform ?? keyboardPlatform();
  const run = useRunBookCommand(ui);
  const [lastFocused, setLastFocused] = useState<string>(MARK_COMMANDS.bold);

  const keyOf = (id: string): string | undefined => ENTRY.get(id)?.shortcuts?.[0] ?? EXTRA_KEYS[id];
  const labelOf = (id: string): string => {
    const entry = ENTRY.get(id);
    return entry ? intl.formatMessage(entry.label) : id;
  };

  /** What every control shares: its name, its key for assistive technology, where focus returns with Alt+F10. */
  const common = (id: string) => {
    const key = keyOf(id);
    return {
      'aria-label': labelOf(id),
      'data-last-focused': lastFocused === id ? 'true' : undefined,
      onFocus: () => setLastFocused(id),
      ref: (element: HTMLElement | null) => {
        if (element === null) return;
        if (key) element.setAttribute('aria-keyshortcuts', formatKeyBinding(key, platform, 'aria'));
      },
      className: 'tool-button',
    };
  };

  const withTooltip = (id: string, control: ReactNode) => {
    const key = keyOf(id);
    const text = key ? intl.formatMessage(m.withShortcut, { label: labelOf(id), keys: formatKeyBinding(key, platform, 'label') }) : labelOf(id);
    return (
      <TooltipTrigger key={id} delay={600}>
        {control}
        <Tooltip className="tooltip">{text}</Tooltip>
      </TooltipTrigger>
    );
  };

  const toggle = (id: string, pressed: boolean, content: ReactNode) =>
    withTooltip(
      id,
      <ToggleButton {...common(id)} isSelected={pressed} onChange={() => run(id)}>
        {content}
      </ToggleButton>,
    );

  const button = (id: string, content: ReactNode) =>
    withTooltip(
      id,
      <Button {...common(id)} onPress={() => run(id)}>
        {content}
      </Button>,
    );

  const menu = (label: Message, ids: readonly string[]) => (
    <MenuTrigger>
      <Button className="tool-button" aria-label={intl.formatMessage(label)}>
        {intl.formatMessage(label)} <span aria-hidden="true">{MENU_ARROW}</span>
      </Button>
      <Popover>
        <Menu className="menu" onAction={(key) => run(String(key))}>
          {ids.map((id) => (
            <MenuItem key={id} id={id} className="menu-item" textValue={labelOf(id)}>
              {labelOf(id)}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );

  // Escape from a control of the toolbar (not from its menus, which close
  // first and live elsewhere in the page) goes back to the text.
  // React Aria sets its ref after the first effects, so the element is kept
  // in state. The key is caught before the document sees it: an open tooltip
  // would otherwise take the first Escape, and the user would need two.
  const [bar, setBar] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!bar) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (!(event.target instanceof Node) || !bar.contains(event.target)) return;
      event.preventDefault();
      event.stopPropagation();
      ui.focusText();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [bar, ui]);

  const style = textStyleAt(editor);
  const styleName = (s: TextStyle | undefined) => (s === undefined || s === 'paragraph' ? intl.formatMessage(em.normalText) : intl.formatMessage(em.heading, { level: s }));
  const listKind = listKindAt(editor);

  return (
    <Toolbar
      ref={(element: HTMLDivElement | null) => {
        toolbarRef.current = element;
        setBar(element);
      }}
      className="book-toolbar" aria-label={intl.formatMessage(m.toolbar)}>
      <MenuTrigger>
        <Button className="tool-button book-tool--style" aria-label={intl.formatMessage(m.textStyle, { style: styleName(style) })}>
          {styleName(style)} <span aria-hidden="true">{MENU_ARROW}</span>
        </Button>
        <Popover>
          <Menu
            className="menu"
            selectionMode="single"
            selectedKeys={style === undefined ? [] : [styleCommand(style)]}
            onAction={(key) => run(String(key))}
          >
            {TEXT_STYLES.map((s) => (
              <MenuItem key={styleCommand(s)} id={styleCommand(s)} className="menu-item" textValue={styleName(s)}>
                {styleName(s)}
              </MenuItem>
            ))}
          </Menu>
        </Popover>
      </MenuTrigger>
      <Separator orientation="vertical" className="book-toolbar-separator" />
      <Group className="book-tool-group" aria-label={intl.formatMessage(m.marks)}>
        {MARKS.map((mark) => toggle(MARK_COMMANDS[mark], isMarkActive(editor, mark), <span aria-hidden="true">{intl.formatMessage(cm[mark])}</span>))}
      </Group>
      <Separator orientation="vertical" className="book-toolbar-separator" />
      <Group className="book-tool-group" aria-label={intl.formatMessage(m.blocks)}>
        {toggle(BLOCK_COMMANDS.bulletedList, listKind === 'bulleted', <span aria-hidden="true">{intl.formatMessage(em.bulletedList)}</span>)}
        {toggle(BLOCK_COMMANDS.numberedList, listKind === 'numbered', <span aria-hidden="true">{intl.formatMessage(em.numberedList)}</span>)}
        {toggle(BLOCK_COMMANDS.blockquote, isInQuote(editor), <span aria-hidden="true">{intl.formatMessage(em.quoteOn)}</span>)}
        {menu(m.align, [BLOCK_COMMANDS.alignLeft, BLOCK_COMMANDS.alignCenter, BLOCK_COMMANDS.alignRight, BLOCK_COMMANDS.alignJustify])}
      </Group>
      <Separator orientation="vertical" className="book-toolbar-separator" />
      <Group className="book-tool-group" aria-label={intl.formatMessage(m.insert)}>
        {button(INSERT_COMMANDS.link, <span aria-hidden="true">{labelOf(INSERT_COMMANDS.link)}</span>)}
        {button(INSERT_COMMANDS.insertImage, <span aria-hidden="true">{labelOf(INSERT_COMMANDS.insertImage)}</span>)}
        {button(INSERT_COMMANDS.insertTable, <span aria-hidden="true">{labelOf(INSERT_COMMANDS.insertTable)}</span>)}
        {button(INSERT_COMMANDS.pageBreak, <span aria-hidden="true">{labelOf(INSERT_COMMANDS.pageBreak)}</span>)}
      </Group>
      <Separator orientation="vertical" className="book-toolbar-separator" />
      {menu(m.table, Object.values(TABLE_COMMANDS))}
      {menu(m.more, [
        TOOL_COMMANDS.find,
        TOOL_COMMANDS.replace,
        INSERT_COMMANDS.removeLink,
        INSERT_COMMANDS.imageProperties,
        INSERT_COMMANDS.insertMedia,
        BLOCK_COMMANDS.textColor,
        BLOCK_COMMANDS.highlight,
        BLOCK_COMMANDS.listStart,
        BLOCK_COMMANDS.indent,
        BLOCK_COMMANDS.outdent,
        TOOL_COMMANDS.pageProperties,
        TOOL_COMMANDS.editorKeys,
      ])}
    </Toolbar>
  );
}
