import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Element, type Node as SlateNode } from 'slate';
import { HistoryEditor } from 'slate-history';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findingKey } from '../../../../core/a11ycheck/index.ts';
import type { BlockElement } from '../../../../core/book/model.ts';
import { announce } from '../../../ui/announcer.ts';
import { fakeDriveClient, type FakeDriveClient } from '../../cloud/testing/fakeDriveClient.ts';
import { listing } from '../../cloud/testing/wireItems.ts';
import { BookScreen } from '../BookPage.tsx';
import { bookCommandEntries } from '../commands/bookCommandEntries.ts';
import { coreCodec } from '../document/coreCodec.ts';
import { renderProvider } from '../document/testing/renderProvider.tsx';
import { currentEditor } from '../editor/currentEditor.ts';
import { bookCheckerRequests } from './bookCheckerRequests.ts';
import { checkerCommandCodes } from './checkerCommand.ts';
import { CHECK_COMMAND_ID } from './checkerCommandEntry.ts';
import { checkHref } from './storedDocumentCheck.ts';

vi.mock('../../../ui/toasts.ts', () => ({ showToast: vi.fn() }));
vi.mock('../../../ui/announcer.ts', () => ({ announce: vi.fn() }));
afterEach(() => {
  vi.clearAllMocks();
  bookCheckerRequests.close();
});

const NO_APP = { navigate: () => undefined, session: undefined, openDialog: () => undefined, signOut: () => undefined };
const PICTURE = 'data:image/png;base64,iVBORw0KGgo=';

// Three problems: a level 3 heading after a level 1 (heading-order, quick
// fix), a table without a header row (table-header, quick fix), a picture
// with no description (image-alt, guided: the image dialog).
const BLOCKS: BlockElement[] = [
  { type: 'heading', level: 1, children: [{ text: 'Plants' }] },
  { type: 'heading', level: 3, children: [{ text: 'Roots' }] },
  {
    type: 'table',
    children: [
      { type: 'table-row', children: [{ type: 'table-cell', children: [{ type: 'paragraph', children: [{ text: 'Part' }] }] }, { type: 'table-cell', children: [{ type: 'paragraph', children: [{ text: 'Use' }] }] }] },
      { type: 'table-row', children: [{ type: 'table-cell', children: [{ type: 'paragraph', children: [{ text: 'Leaf' }] }] }, { type: 'table-cell', children: [{ type: 'paragraph', children: [{ text: 'Food' }] }] }] },
    ],
  },
  { type: 'image', src: PICTURE, alt: '', children: [{ text: '' }] },
];

function drive(): FakeDriveClient {
  const fake = fakeDriveClient();
  fake.on('GET', '/drive-app/v1/dtms/groups', { ok: true, status: 200, data: listing([]) });
  fake.ok('GET', '/drive-app/v1/doc/html', { DTM_NAME: 'Plants', CREATOR: 'Uma', CONTENTS: coreCodec.toHtml({ lang: 'en', blocks: BLOCKS }, 'Plants') });
  fake.ok('PUT', '/drive-app/v1/doc/html', { DTM_NO: '42', DTM_GROUP_NO: 'ROOT', DTM_NAME: 'Plants' });
  return fake;
}

async function openChecker() {
  await screen.findByRole('textbox', { name: /^Document body/ });
  await waitFor(() => expect(currentEditor()?.children).toHaveLength(BLOCKS.length));
  act(() => void checkerCommandCodes[CHECK_COMMAND_ID]?.run(NO_APP));
  return screen.findByRole('region', { name: 'Accessibility check' });
}

function editorNode(path: number[]): SlateNode {
  let node: SlateNode = { children: currentEditor()?.children ?? [] } as unknown as SlateNode;
  for (const index of path) node = (node as { children: SlateNode[] }).children[index] as SlateNode;
  return node;
}

const rowOf = (panel: HTMLElement, text: RegExp) => {
  const row = within(panel)
    .getAllByRole('row')
    .find((candidate) => candidate.hasAttribute('data-finding') && text.test(candidate.textContent ?? ''));
  if (!row) throw new Error(`no row ${String(text)}`);
  return within(row);
};

describe("the Book's checker", () => {
  it('is a Book command with a shortcut of its own, in the palette’s list', () => {
    expect(bookCommandEntries).toContainEqual(expect.objectContaining({ id: CHECK_COMMAND_ID, scope: 'book', shortcuts: ['Alt+Shift+A'] }));
  });

  it('lists the document’s problems by rule and applies a quick fix as one step to undo', async () => {
    const user = userEvent.setup();
    renderProvider(drive(), { children: <BookScreen />, path: '/book?dtmNo=42' });
    const panel = await openChecker();
    expect(within(panel).getByText('Heading order (1)')).toBeInTheDocument();
    expect(panel).toHaveTextContent('3 problems left.');

    await user.click(rowOf(panel, /heading/i).getByRole('button', { name: /^Quick fix: / }));
    expect(editorNode([1])).toMatchObject({ type: 'heading', level: 2 });
    expect(announce).toHaveBeenLastCalledWith('Fixed. 2 problems left.');

    await user.click(rowOf(panel, /header/i).getByRole('button', { name: 'Quick fix: Make the first row a header row' }));
    expect(editorNode([2, 0, 0])).toMatchObject({ header: true });
    expect(editorNode([2, 0, 1])).toMatchObject({ header: true });
    // One Ctrl+Z takes the whole fix back (both cells), the heading's fix stays.
    const editor = currentEditor();
    if (!editor) throw new Error('no editor');
    act(() => HistoryEditor.undo(editor));
    expect(editorNode([2, 0, 0])).not.toHaveProperty('header');
    expect(editorNode([2, 0, 1])).not.toHaveProperty('header');
    expect(editorNode([1])).toMatchObject({ level: 2 });
    // The list follows the document: the table's problem is back.
    await waitFor(() => expect(within(panel).getByText(/header/i, { selector: '.checker-message' })).toBeInTheDocument());
    expect(Element.isElement(editorNode([2]))).toBe(true);
  });

  it('opens the image dialog for a picture’s guided fix, and keeps an ignore in the saved document', async () => {
    const user = userEvent.setup();
    const fake = drive();
    renderProvider(fake, { children: <BookScreen />, path: '/book?dtmNo=42' });
    const panel = await openChecker();

    await user.click(rowOf(panel, /image/i).getByRole('button', { name: 'Quick fix: Describe the image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Image alternative text' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    await user.click(rowOf(panel, /image/i).getByRole('button', { name: 'Ignore' }));
    expect(announce).toHaveBeenLastCalledWith('Ignored. 2 problems left.');
    await user.click(rowOf(panel, /header/i).getByRole('button', { name: 'Ignore all' }));
    expect(within(panel).queryByText(/header/i, { selector: '.checker-message' })).toBeNull();

    // Saved with the document (the HTML's head), so it holds after a reload.
    const { documentCommandCodes } = await import('../document/documentCommandCodes.ts');
    await act(async () => void documentCommandCodes['book.document.save']?.run(NO_APP));
    await waitFor(() => expect(fake.calls('PUT', '/drive-app/v1/doc/html')).toHaveLength(1));
    const html = String(fake.calls('PUT', '/drive-app/v1/doc/html')[0]?.form?.get('HTML_STRING'));
    expect(html).toContain(findingKey('image-alt', PICTURE));
    expect(coreCodec.fromHtml(html).ignoredChecks).toEqual({ rules: ['table-header'], findings: [findingKey('image-alt', PICTURE)] });
  });

  it('opens with its panel from the publish dialog’s link (?check=1), once the document is open', async () => {
    expect(checkHref('42')).toBe('/book?dtmNo=42&check=1');
    renderProvider(drive(), { children: <BookScreen />, path: checkHref('42') });
    const panel = await screen.findByRole('region', { name: 'Accessibility check' });
    expect(panel).toHaveTextContent('3 problems left.');
  });

  it('closes with Escape and gives the keyboard back to the text', async () => {
    const user = userEvent.setup();
    renderProvider(drive(), { children: <BookScreen />, path: '/book?dtmNo=42' });
    const panel = await openChecker();
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    expect(panel).not.toBeInTheDocument();
  });
});
