import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDocument, createPage } from '../../../../core/canvas/index.ts';
import { listenForTactileLinks, postTactileLink, type TactileLink } from '../../../platform/tactileLink.ts';
import { showToast } from '../../../ui/toasts.ts';
import { fakeDriveClient } from '../../cloud/testing/fakeDriveClient.ts';
import { listing, wireFile } from '../../cloud/testing/wireItems.ts';
import { fileMessages as m } from './messages.ts';
import { renderFileLayer, text } from './testing/renderFileLayer.tsx';

// "Make tactile version" (the Book opens the Canvas with ?picture=): each save
// of the document to the Cloud tells the Book's tab which file it became.

vi.mock('../../../ui/announcer.ts', () => ({ announce: vi.fn() }));
vi.mock('../../../ui/toasts.ts', () => ({ showToast: vi.fn() }));
afterEach(() => vi.mocked(showToast).mockClear());

const PICTURE = '/drive-app/file/files/0f1e2d3c-aaaa-bbbb-cccc-000011112222?exp=1&sig=a';

function drive() {
  const fake = fakeDriveClient();
  fake.on('GET', '/drive-app/v1/dtms/groups', () => ({ ok: true, status: 200, data: listing([]) }));
  fake.on('POST', '/drive-app/v1/dtm/images/from-dtms', (request) => ({ ok: true, status: 201, data: wireFile('41', String((request.body as { DTM_NAME: string }).DTM_NAME)) }));
  return fake;
}

function described() {
  const document = createDocument(320, 'Fern');
  return { ...document, pages: [{ ...createPage(320), altText: 'A fern' }] };
}

function heard(): { readonly links: TactileLink[]; readonly stop: () => void } {
  const links: TactileLink[] = [];
  return { links, stop: listenForTactileLinks((link) => links.push(link)) };
}

async function saveAsNamed(name: string) {
  const user = userEvent.setup();
  const dialog = await screen.findByRole('dialog', { name: text(m.saveAs) });
  const field = within(dialog).getByRole('textbox', { name: text(m.fileName) });
  await user.clear(field);
  await user.type(field, name);
  await user.click(within(dialog).getByRole('button', { name: text(m.save) }));
  await waitFor(() => expect(showToast).toHaveBeenCalledWith(text(m.saved), 'success'));
}

describe('a tactile version made for a Book picture', () => {
  it('is linked back once saved to the Cloud: the picture, the new file and its name', async () => {
    const channel = heard();
    const { actions } = renderFileLayer(drive(), { document: described(), path: `/canvas?${new URLSearchParams({ picture: PICTURE }).toString()}` });
    act(() => actions().save());
    await saveAsNamed('Fern tactile');
    await waitFor(() => expect(channel.links).toEqual([{ picture: PICTURE, dtmNo: '41', name: 'Fern tactile' }]));
    channel.stop();
  });

  it('says nothing for a Canvas not opened for a picture', async () => {
    const channel = heard();
    const marker = heard();
    const { actions } = renderFileLayer(drive(), { document: described() });
    act(() => actions().save());
    await saveAsNamed('Other');
    // A message posted now arrives after any the save would have posted.
    postTactileLink({ picture: 'marker', dtmNo: '1', name: 'marker' });
    await waitFor(() => expect(marker.links).toHaveLength(1));
    expect(channel.links.map((link) => link.picture)).toEqual(['marker']);
    channel.stop();
    marker.stop();
  });
});
