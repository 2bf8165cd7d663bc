import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announce } from '../../../ui/announcer.ts';
import { fakeDriveClient } from '../testing/fakeDriveClient.ts';
import { renderDrive } from '../testing/renderDrive.tsx';
import { listing, wireFolder } from '../testing/wireItems.ts';
import type { WireFolder } from '../../../../shared/api/driveAppTypes.ts';
import { PublishDialog } from './PublishDialog.tsx';

vi.mock('../../../ui/announcer.ts', () => ({ announce: vi.fn() }));
afterEach(() => vi.clearAllMocks());

const PUBLIC_FOLDERS = [wireFolder('49', 'Art room', { DRIVER_KIND: 'D', IS_MINE: false }), wireFolder('50', 'Science class', { DRIVER_KIND: 'D', IS_MINE: false })];

function setup(folders: readonly WireFolder[] = PUBLIC_FOLDERS) {
  const fake = fakeDriveClient();
  fake.ok('GET', '/drive-app/v1/dtms/groups', listing(folders));
  fake.on('POST', '/drive-app/v1/dtm/groups', { ok: true, status: 201, data: wireFolder('51', 'Maps for all', { DRIVER_KIND: 'D' }) });
  const onPublish = vi.fn(async () => true);
  const onClose = vi.fn();
  renderDrive(<PublishDialog onPublish={onPublish} onClose={onClose} />, fake);
  return { fake, onPublish, onClose };
}

describe('the publish dialog', () => {
  it('says the spec\'s "Please select a folder to publish" and asks for a category before publishing', async () => {
    const user = userEvent.setup();
    const { fake, onPublish } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Publish to library' });
    const science = await within(dialog).findByRole('option', { name: 'Science class' });
    // The public drive itself is no folder to publish in: its entry says to choose one inside, and so does the note (issue 17 item 10).
    expect(within(dialog).queryByRole('option', { name: 'Public drive (this folder)' })).toBeNull();
    expect(within(dialog).getAllByRole('option', { selected: true }).map((option) => option.textContent)).toEqual(['Public drive (choose a folder inside)']);
    expect(within(dialog).getByText('Choose a public folder, or make a new one.')).toBeInTheDocument();
    expect(fake.calls('GET')[0]?.query).toMatchObject({ DRIVER_KIND: 'D', PARENT_GROUP_NO: 'ROOT' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(within(dialog).getByText('Please select a folder to publish.')).toBeInTheDocument();
    expect(announce).toHaveBeenCalledWith('Please select a folder to publish. Please select a category.', 'assertive');
    expect(onPublish).not.toHaveBeenCalled();
    // Choosing a folder answers the message at once: the list and the note agree.
    await user.click(science);
    expect(within(dialog).getAllByRole('option', { selected: true })).toEqual([science]);
    expect(within(dialog).queryByText('Please select a folder to publish.')).toBeNull();
    expect(within(dialog).getByText('Publish to: Science class')).toBeInTheDocument();
  });

  it('publishes to the chosen public folder in the chosen category', async () => {
    const user = userEvent.setup();
    const { onPublish, onClose } = setup();
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('option', { name: 'Science class' }));
    expect(within(dialog).getByText('Publish to: Science class')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Category/ }));
    await user.click(await screen.findByRole('option', { name: 'Math' }));
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onPublish).toHaveBeenCalledWith({ groupNo: '50', category: 'MATH' });
  });

  it('chooses the folder type-ahead lands on in the picker, as the arrows do', async () => {
    const user = userEvent.setup();
    setup();
    const dialog = await screen.findByRole('dialog');
    const science = await within(dialog).findByRole('option', { name: 'Science class' });
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Public drive (choose a folder inside)' })).toHaveFocus());
    await user.keyboard('Sci');
    expect(science).toHaveFocus();
    expect(science).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByText('Publish to: Science class')).toBeInTheDocument();
  });

  it('makes a new public folder where the picker is, and chooses it', async () => {
    const user = userEvent.setup();
    const { fake } = setup();
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'New public folder name' }), 'Maps for all');
    await user.click(within(dialog).getByRole('button', { name: 'Create public folder' }));
    expect(await within(dialog).findByText('Publish to: Maps for all')).toBeInTheDocument();
    expect(fake.calls('POST')[0]?.body).toEqual({ DTM_GROUP_NAME: 'Maps for all', PARENT_GROUP_NO: 'ROOT', DRIVER_KIND: 'D' });
    expect(announce).toHaveBeenCalledWith('Public folder ‘Maps for all’ created and chosen.');
  });

  it('makes the new public folder when Enter is pressed in its name field (issue 17 item 3)', async () => {
    const user = userEvent.setup();
    const { fake, onPublish } = setup();
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'New public folder name' }), 'Maps for all{Enter}');
    expect(await within(dialog).findByText('Publish to: Maps for all')).toBeInTheDocument();
    expect(fake.calls('POST')).toHaveLength(1);
    expect(fake.calls('POST')[0]?.body).toEqual({ DTM_GROUP_NAME: 'Maps for all', PARENT_GROUP_NO: 'ROOT', DRIVER_KIND: 'D' });
    expect(onPublish).not.toHaveBeenCalled();
  });
});
