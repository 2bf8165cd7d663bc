import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WireFileDetail } from '../../../../shared/api/driveAppTypes.ts';
import { announce } from '../../../ui/announcer.ts';
import { toCamelKeys } from '../../../../shared/api/keyCase.ts';
import type { DriveItem } from '../api/types.ts';
import { fakeDriveClient } from '../testing/fakeDriveClient.ts';
import { renderDrive } from '../testing/renderDrive.tsx';
import { wireFile } from '../testing/wireItems.ts';
import { ItemDetailsDialog } from './ItemDetailsDialog.tsx';

vi.mock('../../../ui/announcer.ts', () => ({ announce: vi.fn() }));
afterEach(() => vi.clearAllMocks());

const DETAIL = '/drive-app/v1/dtms/images/5';
const page = (no: number, alt: string) => ({ PAGE_NO: no, ALT_TEXT: alt, AUDIO_URL: null, AUDIO_PLAY_MODE: 'manual' as const, PLAYBACK_RATE: 1 });

function detail(change: Partial<WireFileDetail> = {}): WireFileDetail {
  return { ...wireFile('5', 'Map', { PAGE_COUNT: 2 }), PAGES: [page(1, 'A river'), page(2, '')], DTMS_JSON: null, ...change };
}

function setup(wire: WireFileDetail = detail()) {
  const fake = fakeDriveClient();
  fake.ok('GET', DETAIL, wire);
  const item = toCamelKeys(wireFile('5', 'Map', { IS_MINE: wire.IS_MINE })) as DriveItem;
  renderDrive(<ItemDetailsDialog item={item} onClose={vi.fn()} />, fake);
  return fake;
}

describe("the details dialog's descriptions (issue 17 item 7)", () => {
  it("edits the file's description and each page's alternative text, saves them and says so once", async () => {
    const user = userEvent.setup();
    const fake = setup();
    fake.ok('PUT', DETAIL, {});
    const dialog = await screen.findByRole('dialog', { name: 'Map.dtms' });
    const description = await within(dialog).findByRole('textbox', { name: 'Description' });
    expect(within(dialog).getByRole('textbox', { name: 'Alternative text of page 1' })).toHaveValue('A river');
    await user.type(description, 'A map of the valley');
    await user.type(within(dialog).getByRole('textbox', { name: 'Alternative text of page 2' }), 'The bridge');
    await user.click(within(dialog).getByRole('button', { name: 'Save descriptions' }));
    await waitFor(() => expect(announce).toHaveBeenCalledWith('Descriptions saved.'));
    expect(announce).toHaveBeenCalledTimes(1);
    expect(fake.calls('PUT', DETAIL)[0]?.body).toEqual({
      DESCRIPTION: 'A map of the valley',
      PAGE_DESCRIPTIONS: [
        { PAGE_NO: 1, ALT_TEXT: 'A river' },
        { PAGE_NO: 2, ALT_TEXT: 'The bridge' },
      ],
    });
  });

  it('shows a refusal translated and keeps what was typed', async () => {
    const user = userEvent.setup();
    const fake = setup();
    fake.fail('PUT', DETAIL, 404, 'FILE_NOT_FOUND');
    const dialog = await screen.findByRole('dialog');
    const description = await within(dialog).findByRole('textbox', { name: 'Description' });
    await user.type(description, 'Kept');
    await user.click(within(dialog).getByRole('button', { name: 'Save descriptions' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The file could not be found. It may have been deleted.');
    expect(description).toHaveValue('Kept');
    expect(announce).not.toHaveBeenCalled();
  });

  it('refuses a description over the limit before sending it', async () => {
    const user = userEvent.setup();
    const fake = setup(detail({ DESCRIPTION: 'x'.repeat(5001) }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('textbox', { name: 'Description' });
    await user.click(within(dialog).getByRole('button', { name: 'Save descriptions' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Descriptions and alternative texts can be at most 5000 characters.');
    expect(fake.calls('PUT')).toHaveLength(0);
  });

  it("shows someone else's file's descriptions as text, with nothing to edit", async () => {
    setup(detail({ IS_MINE: false, DESCRIPTION: 'Their map' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Their map')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
  });
});
