import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlockElement } from '../../../../core/book/model.ts';
import { fakeDriveClient } from '../../cloud/testing/fakeDriveClient.ts';
import { listing } from '../../cloud/testing/wireItems.ts';
import { useBookDocument } from '../document/BookDocumentContext.ts';
import { coreCodec } from '../document/coreCodec.ts';
import { renderProvider } from '../document/testing/renderProvider.tsx';

// The provider keeps a saved document's page properties by page (read from
// the drive on open), counts a change to them as unsaved, and after the
// HTML's save writes them to the drive by the pages' new numbers.

vi.mock('../../../ui/toasts.ts', () => ({ showToast: vi.fn() }));
vi.mock('../../../ui/announcer.ts', () => ({ announce: vi.fn() }));

const STORED_AUDIO = '/drive-app/file/audio/two.mp3?sig=s';
const STORED = coreCodec.toHtml(
  { lang: 'en', blocks: [{ type: 'paragraph', children: [{ text: 'one' }] }, { type: 'page-break', children: [{ text: '' }] }, { type: 'paragraph', children: [{ text: 'two' }] }] as BlockElement[] },
  'Chapter',
);

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(async () => ({ ok: true, status: 200, blob: async () => new Blob(['stored bytes'], { type: 'audio/mpeg' }) }) as unknown as Response));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function Consumer() {
  const doc = useBookDocument();
  const page = (pageNo: number) => `${doc.pageProperties(pageNo).altText}|${doc.pageProperties(pageNo).audio?.ref ?? 'none'}`;
  return (
    <div>
      <output aria-label="dirty">{String(doc.dirty)}</output>
      <output aria-label="pages">{[1, 2, 3].map(page).join(' / ')}</output>
      {/* A page break typed at the end of page 1: the old page 2 becomes page 3, the same objects kept, as Slate does. */}
      <button onClick={() => doc.setValue([doc.value[0] as BlockElement, { type: 'page-break', children: [{ text: '' }] } as BlockElement, ...doc.value.slice(1)])}>break</button>
      <button onClick={() => doc.setPageProperties(2, { altText: 'New page' })}>describe</button>
      <button onClick={() => void doc.save()}>save</button>
    </div>
  );
}

describe('a Book document’s page properties through open, edit and save', () => {
  it('follow their page when a break is added, make the document unsaved, and are saved by their new numbers', async () => {
    const user = userEvent.setup();
    const fake = fakeDriveClient();
    fake.on('GET', '/drive-app/v1/dtms/groups', { ok: true, status: 200, data: listing([]) });
    fake.ok('GET', '/drive-app/v1/doc/html', { DTM_NAME: 'Chapter', CREATOR: 'Uma', CONTENTS: STORED });
    fake.ok('GET', '/drive-app/v1/dtma/audio/sync', {
      items: [
        { PAGE_NO: 1, ALT_TEXT: 'Cover', AUDIO_URL: null, AUDIO_PLAY_MODE: 'manual', PLAYBACK_RATE: 1 },
        { PAGE_NO: 2, ALT_TEXT: 'Two', AUDIO_URL: STORED_AUDIO, AUDIO_PLAY_MODE: 'auto', PLAYBACK_RATE: 1 },
      ],
    });
    fake.ok('PUT', '/drive-app/v1/doc/html', { DTM_NO: '42', DTM_GROUP_NO: 'ROOT', DTM_NAME: 'Chapter' });
    fake.ok('PUT', '/drive-app/v1/dtms/images/42', {});
    fake.on('POST', '/drive-app/v1/dtma/audio', { ok: true, status: 201, data: { PAGE_NO: 3, ALT_TEXT: '', AUDIO_URL: '/drive-app/file/audio/moved.mp3?sig=t', AUDIO_PLAY_MODE: 'auto', PLAYBACK_RATE: 1 } });
    fake.ok('DELETE', '/drive-app/v1/dtma/audio', { PAGE_NO: 2, ALT_TEXT: '', AUDIO_URL: null, AUDIO_PLAY_MODE: 'manual', PLAYBACK_RATE: 1 });
    renderProvider(fake, { children: <Consumer />, path: '/book?dtmNo=42' });
    const pages = () => screen.getByRole('status', { name: 'pages' });
    const dirty = () => screen.getByRole('status', { name: 'dirty' });

    await waitFor(() => expect(pages()).toHaveTextContent(`Cover|none / Two|${STORED_AUDIO} / |none`));
    expect(dirty()).toHaveTextContent('false');

    await user.click(screen.getByRole('button', { name: 'break' }));
    expect(pages()).toHaveTextContent(`Cover|none / |none / Two|${STORED_AUDIO}`);
    await user.click(screen.getByRole('button', { name: 'describe' }));
    expect(pages()).toHaveTextContent(`Cover|none / New page|none / Two|${STORED_AUDIO}`);
    expect(dirty()).toHaveTextContent('true');

    await user.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(fake.calls('POST', '/drive-app/v1/dtma/audio')).toHaveLength(1));
    // After the HTML: the texts that changed number, the audio moved from 2 to 3.
    const order = fake.sent.map((call) => `${call.method} ${call.path}`).filter((call) => !call.startsWith('GET'));
    expect(order).toEqual(['PUT /drive-app/v1/doc/html', 'PUT /drive-app/v1/dtms/images/42', 'DELETE /drive-app/v1/dtma/audio', 'POST /drive-app/v1/dtma/audio']);
    expect(fake.calls('PUT', '/drive-app/v1/dtms/images/42')[0]?.body).toEqual({ PAGE_DESCRIPTIONS: [{ PAGE_NO: 2, ALT_TEXT: 'New page' }, { PAGE_NO: 3, ALT_TEXT: 'Two' }] });
    expect(fake.calls('DELETE', '/drive-app/v1/dtma/audio')[0]?.query).toMatchObject({ PAGE_NO: 2 });
    expect(fake.calls('POST', '/drive-app/v1/dtma/audio')[0]?.form?.get('PAGE_NO')).toBe('3');
    expect(fake.calls('POST', '/drive-app/v1/dtma/audio')[0]?.form?.get('PLAY_MODE')).toBe('auto');
    // The moved audio plays from its new stored address; the document is saved.
    await waitFor(() => expect(pages()).toHaveTextContent('Cover|none / New page|none / Two|/drive-app/file/audio/moved.mp3?sig=t'));
    expect(dirty()).toHaveTextContent('false');
  });
});
