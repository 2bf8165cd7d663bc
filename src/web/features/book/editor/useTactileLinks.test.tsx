import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlockElement } from '../../../../core/book/model.ts';
import { listenForTactileLinks, postTactileLink } from '../../../platform/tactileLink.ts';
import { announce } from '../../../ui/announcer.ts';
import { renderBook, text } from '../testing/renderBook.tsx';
import { BookEditor } from './BookEditor.tsx';
import { currentEditor } from './currentEditor.ts';
import { editorMessages as m } from './messages.ts';
import { p } from './testEditor.ts';

vi.mock('../../../ui/announcer.ts', () => ({ announce: vi.fn() }));
afterEach(() => vi.mocked(announce).mockClear());

const FERN = '/drive-app/file/files/0f1e2d3c-aaaa-bbbb-cccc-000011112222';
const image = (src: string, alt: string): BlockElement => ({ type: 'image', src, alt, children: [{ text: '' }] });
const DOCUMENT: BlockElement[] = [image(`${FERN}?exp=1&sig=a`, 'Fern'), p('between'), image('/drive-app/file/files/other?exp=1&sig=b', 'Moss'), image(`${FERN}?exp=2&sig=c`, 'Fern again')];

describe('a tactile version saved in the Canvas', () => {
  it('becomes the tactile version of every copy of that picture, said once, and of no other picture', async () => {
    renderBook(<BookEditor value={DOCUMENT} onChange={vi.fn()} title="Plants" />);
    const editor = currentEditor();
    if (!editor) throw new Error('no editor');
    postTactileLink({ picture: `${FERN}?exp=9&sig=z`, dtmNo: '77', name: 'Fern tactile' });
    await waitFor(() => expect(editor.children[0]).toMatchObject({ tactile: '77' }));
    expect(editor.children[3]).toMatchObject({ tactile: '77' });
    expect(editor.children[2]).not.toHaveProperty('tactile');
    expect(announce).toHaveBeenCalledTimes(1);
    expect(announce).toHaveBeenCalledWith(text(m.tactileLinked, { name: 'Fern tactile' }), 'polite');
  });

  it('changes nothing in a read-only editor, nor for a picture the document does not have', async () => {
    const onChange = vi.fn();
    renderBook(<BookEditor value={DOCUMENT} onChange={onChange} title="Plants" readOnly />);
    const editor = currentEditor();
    if (!editor) throw new Error('no editor');
    // Another listener on the channel hears the same messages: once it has heard both, so has the editor.
    const heard: string[] = [];
    const both = new Promise<void>((resolve) => {
      const stop = listenForTactileLinks((link) => {
        heard.push(link.dtmNo);
        if (heard.length === 2) {
          stop();
          resolve();
        }
      });
    });
    postTactileLink({ picture: `${FERN}?sig=z`, dtmNo: '77', name: 'Fern tactile' });
    postTactileLink({ picture: '/drive-app/file/files/unknown', dtmNo: '78', name: 'Other' });
    await both;
    await act(async () => undefined);
    expect(editor.children.some((block) => 'tactile' in block)).toBe(false);
    expect(announce).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });
});
