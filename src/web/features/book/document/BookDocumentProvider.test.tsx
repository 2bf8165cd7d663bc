import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../../../ui/toasts.ts';
import { fakeDriveClient, type FakeDriveClient } from '../../cloud/testing/fakeDriveClient.ts';
import { listing } from '../../cloud/testing/wireItems.ts';
import { memoryDraftStore } from '../file/draftStore.ts';
import { useBookDocument } from './BookDocumentContext.ts';
import { coreCodec } from './coreCodec.ts';
import { renderProvider } from './testing/renderProvider.tsx';

vi.mock('../../../ui/toasts.ts', () => ({ showToast: vi.fn() }));
vi.mock('../../../ui/announcer.ts', () => ({ announce: vi.fn() }));
afterEach(() => vi.clearAllMocks());


const GROUPS = '/drive-app/v1/dtms/groups';
const STORED = coreCodec.toHtml({ lang: 'en', blocks: [{ type: 'heading', level: 1, children: [{ text: 'Stored' }] }] }, 'Chapter 1');

/** What BookPage would do with the document: show it, change it, run its actions. */
function Consumer() {
  const doc = useBookDocument();
  const location = useLocation();
  const text = JSON.stringify(doc.value);
  return (
    <div>
      <output aria-label="where">{location.search}</output>
      <output aria-label="title">{doc.title}</output>
      <output aria-label="dirty">{String(doc.dirty)}</output>
      <output aria-label="key">{doc.documentKey}</output>
      <output aria-label="value">{text}</output>
      <button onClick={() => doc.setValue([{ type: 'paragraph', children: [{ text: 'typed' }] }])}>type</button>
      <button onClick={() => doc.setTitle('My / book')}>retitle</button>
      <button onClick={() => void doc.save()}>save</button>
      <button onClick={() => void doc.newDocument()}>new</button>
    </div>
  );
}

function drive(): FakeDriveClient {
  const fake = fakeDriveClient();
  fake.on('GET', GROUPS, { ok: true, status: 200, data: listing([]) });
  fake.ok('GET', '/drive-app/v1/doc/html', { DTM_NAME: 'Chapter 1', CREATOR: 'Uma', CONTENTS: STORED });
  return fake;
}


const out = (name: string) => screen.getByRole('status', { name });

describe('BookDocumentProvider', () => {
  it('saves a new document through Save as: the spec form, the title rules, then clean and addressed', async () => {
    const user = userEvent.setup();
    const fake = drive();
    fake.on('POST', '/drive-app/v1/doc/html/from-string', { ok: true, status: 201, data: { DTM_NO: '55', DTM_GROUP_NO: 'ROOT', DTM_NAME: 'My book' } });
    const drafts = renderProvider(fake, { children: <Consumer /> });
    expect(out('dirty')).toHaveTextContent('false');
    await user.click(screen.getByRole('button', { name: 'type' }));
    await user.click(screen.getByRole('button', { name: 'retitle' }));
    expect(out('dirty')).toHaveTextContent('true');
    await waitFor(async () => expect(await drafts.get('7:new')).toBeDefined());
    await user.click(screen.getByRole('button', { name: 'save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as' });
    expect(screen.getByRole('textbox', { name: 'File name' })).toHaveValue('My / book');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const form = fake.calls('POST', '/drive-app/v1/doc/html/from-string')[0]?.form;
    expect(form?.get('DTM_NAME')).toBe('My book');
    expect(form?.get('DTM_GROUP_NO')).toBe('ROOT');
    expect(form?.get('USER_NO')).toBe('7');
    expect(form?.get('CREATOR')).toBe('Uma');
    expect(form?.get('DEVICE_KIND')).toBe('300');
    expect(String(form?.get('HTML_STRING'))).toContain('<p>typed</p>');
    expect(showToast).toHaveBeenCalledWith('Saved successfully.', 'success');
    expect(out('dirty')).toHaveTextContent('false');
    expect(out('title')).toHaveTextContent('My book');
    await waitFor(() => expect(out('where')).toHaveTextContent('?dtmNo=55'));
    // The new document's draft went with the save: the next new document is not offered it.
    await waitFor(async () => expect(await drafts.get('7:new')).toBeUndefined());
  });

  it('opens ?dtmNo= and saves it again with PUT', async () => {
    const user = userEvent.setup();
    const fake = drive();
    fake.ok('PUT', '/drive-app/v1/doc/html', { DTM_NO: '42', DTM_GROUP_NO: 'ROOT', DTM_NAME: 'Chapter 1' });
    renderProvider(fake, { children: <Consumer />, path: '/book?dtmNo=42' });
    await waitFor(() => expect(out('title')).toHaveTextContent('Chapter 1'));
    expect(fake.calls('GET', '/drive-app/v1/doc/html')[0]?.query).toEqual({ DTM_NO: '42' });
    expect(out('value')).toHaveTextContent('Stored');
    expect(out('dirty')).toHaveTextContent('false');
    await user.click(screen.getByRole('button', { name: 'type' }));
    await user.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(fake.calls('PUT', '/drive-app/v1/doc/html')).toHaveLength(1));
    expect(fake.calls('PUT', '/drive-app/v1/doc/html')[0]?.form?.get('DTM_NO')).toBe('42');
    await waitFor(() => expect(out('dirty')).toHaveTextContent('false'));
  });

  it('a failed save says the spec message and keeps the changes', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fake = drive();
    fake.on('PUT', '/drive-app/v1/doc/html', { ok: false, status: 500, errors: [{ code: 'INTERNAL', msg: 'boom' }] });
    renderProvider(fake, { children: <Consumer />, path: '/book?dtmNo=42' });
    await waitFor(() => expect(out('title')).toHaveTextContent('Chapter 1'));
    await user.click(screen.getByRole('button', { name: 'type' }));
    await user.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Save failed, please contact the administrator.', 'error'));
    expect(out('dirty')).toHaveTextContent('true');
  });

  it('asks before New drops unsaved changes: Cancel keeps them, Exit without saving starts afresh', async () => {
    const user = userEvent.setup();
    renderProvider(drive(), { children: <Consumer /> });
    await user.click(screen.getByRole('button', { name: 'type' }));
    const before = out('key').textContent;
    await user.click(screen.getByRole('button', { name: 'new' }));
    expect(await screen.findByRole('alertdialog', { name: 'Save changes?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(out('dirty')).toHaveTextContent('true');
    await user.click(screen.getByRole('button', { name: 'new' }));
    await user.click(await screen.findByRole('button', { name: 'Exit without saving' }));
    await waitFor(() => expect(out('dirty')).toHaveTextContent('false'));
    expect(out('value')).not.toHaveTextContent('typed');
    expect(out('key').textContent).not.toBe(before);
  });

  it('keeps a local draft while there are unsaved changes, and offers it back on the next visit', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
      const drafts = memoryDraftStore();
      renderProvider(drive(), { children: <Consumer />, drafts });
      await user.click(screen.getByRole('button', { name: 'type' }));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(400);
      });
      const draft = await drafts.get('7:new');
      expect(draft?.blocks).toEqual([{ type: 'paragraph', children: [{ text: 'typed' }] }]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers a draft that differs from the opened document, and restores it as unsaved changes', async () => {
    const user = userEvent.setup();
    const drafts = memoryDraftStore();
    await drafts.put('7:42', { title: 'Chapter 1', blocks: [{ type: 'paragraph', children: [{ text: 'from the draft' }] }], savedAt: Date.UTC(2026, 0, 2, 3, 4) });
    renderProvider(drive(), { children: <Consumer />, path: '/book?dtmNo=42', drafts });
    expect(await screen.findByRole('alertdialog', { name: 'Unsaved changes found' })).toHaveTextContent(/Restore unsaved changes from .*2026/);
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(out('value')).toHaveTextContent('from the draft'));
    expect(out('dirty')).toHaveTextContent('true');
  });

  it('does not offer a draft of the same text as a document that keeps ignored checks', async () => {
    const fake = fakeDriveClient();
    fake.on('GET', GROUPS, { ok: true, status: 200, data: listing([]) });
    const blocks = [{ type: 'heading' as const, level: 1 as const, children: [{ text: 'Stored' }] }];
    const contents = coreCodec.toHtml({ lang: 'en', blocks, ignoredChecks: { rules: ['heading-order'], findings: [] } }, 'Chapter 1');
    fake.ok('GET', '/drive-app/v1/doc/html', { DTM_NAME: 'Chapter 1', CREATOR: 'Uma', CONTENTS: contents });
    const drafts = memoryDraftStore();
    await drafts.put('7:42', { title: 'Chapter 1', lang: 'en', blocks, savedAt: Date.now() });
    renderProvider(fake, { children: <Consumer />, path: '/book?dtmNo=42', drafts });
    await waitFor(() => expect(out('value')).toHaveTextContent('Stored'));
    // The check for a draft is asynchronous: give it the time the offer above takes to show.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('alertdialog', { name: 'Unsaved changes found' })).toBeNull();
  });

  it('discards an offered draft for good', async () => {
    const user = userEvent.setup();
    const drafts = memoryDraftStore();
    await drafts.put('7:42', { title: 'Chapter 1', blocks: [{ type: 'paragraph', children: [{ text: 'old draft' }] }], savedAt: Date.now() });
    renderProvider(drive(), { children: <Consumer />, path: '/book?dtmNo=42', drafts });
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(async () => expect(await drafts.get('7:42')).toBeUndefined());
    expect(out('value')).toHaveTextContent('Stored');
  });
});
