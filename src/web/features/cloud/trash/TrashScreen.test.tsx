import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../../../ui/toasts.ts';
import { forgetDriveSession } from '../state/driveSession.ts';
import { fakeDriveClient } from '../testing/fakeDriveClient.ts';
import { renderDrive } from '../testing/renderDrive.tsx';
import { listing, wireFile, wireFolder } from '../testing/wireItems.ts';
import { TrashScreen } from './TrashScreen.tsx';

vi.mock('../../../ui/announcer.ts', () => ({ announce: vi.fn() }));
vi.mock('../../../ui/toasts.ts', () => ({ showToast: vi.fn() }));

const FILES = '/drive-app/v1/dtm/images';

function setup() {
  const fake = fakeDriveClient();
  fake.ok('GET', FILES, listing([wireFile('1', 'Old map', { TRASHED_AT: '2025-03-01T00:00:00Z' }), wireFolder('9', 'Drafts', { TRASHED_AT: '2025-03-02T00:00:00Z' })]), true);
  fake.ok('GET', FILES, listing([]));
  fake.ok('PATCH', /\/status$/, true);
  fake.ok('DELETE', '/drive-app/v1/dtms/trash', { DELETED_COUNT: 2 });
  renderDrive(<TrashScreen />, fake);
  return fake;
}

beforeEach(() => forgetDriveSession());
afterEach(() => vi.clearAllMocks());

describe('the trash', () => {
  it('lists the trashed items with the day each goes for good, and says they go after 30 days', async () => {
    const fake = setup();
    const table = await screen.findByRole('grid', { name: 'Items in the trash' });
    await within(table).findByRole('rowheader', { name: 'Old map.dtms' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Type', 'Deleted', 'Deleted forever on']);
    expect(within(table).getByRole('rowheader', { name: 'Old map.dtms' })).toBeInTheDocument();
    // Both dates in the Cloud's one style (issue 17 item 10): when it was trashed, and when it goes for good.
    const row = within(table).getByRole('row', { name: /Old map/ });
    const style = { dateStyle: 'medium', timeStyle: 'short' } as const;
    const trashed = new Intl.DateTimeFormat('en', style).format(new Date('2025-03-01T00:00:00Z'));
    const goes = new Intl.DateTimeFormat('en', style).format(new Date('2025-03-31T00:00:00Z'));
    expect(within(row).getByText(trashed)).toBeInTheDocument();
    expect(within(row).getByText(goes)).toBeInTheDocument();
    expect(screen.getByText('Deleted files stay in the trash for 30 days, then are deleted automatically.')).toBeInTheDocument();
    expect(fake.calls('GET', FILES)[0]?.query).toMatchObject({ SCOPE: 'TRASH', PAGE_SIZE: 18 });
  });

  it('restores the selection and says "File restored"', async () => {
    const user = userEvent.setup();
    const fake = setup();
    await user.click(await screen.findByRole('rowheader', { name: 'Old map.dtms' }));
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('File restored.', 'success'));
    expect(fake.calls('PATCH')[0]).toMatchObject({ path: '/drive-app/v1/dtm/images/1/status', body: { STATUS: 'ACTIVE' } });
  });

  it('deletes forever only after the confirmation, whose safe answer has focus', async () => {
    const user = userEvent.setup();
    const fake = setup();
    await user.click(await screen.findByRole('rowheader', { name: 'Drafts' }));
    await user.keyboard('{Shift>}{Delete}{/Shift}');
    const alert = await screen.findByRole('alertdialog', { name: 'Delete forever?' });
    expect(within(alert).getByText('1 item will be deleted forever. This cannot be undone.')).toBeInTheDocument();
    await waitFor(() => expect(within(alert).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(within(alert).getByRole('button', { name: 'Delete forever' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Deleted forever.', 'success'));
    expect(fake.calls('PATCH')[0]).toMatchObject({ path: '/drive-app/v1/dtm/groups/9/status', body: { STATUS: 'DELETED' } });
  });

  it('empties the trash after the spec\'s confirmation, and not when cancelled', async () => {
    const user = userEvent.setup();
    const fake = setup();
    await screen.findByRole('rowheader', { name: 'Drafts' });
    await user.click(screen.getByRole('button', { name: 'Empty trash' }));
    let alert = await screen.findByRole('alertdialog', { name: 'Empty the trash?' });
    expect(within(alert).getByText('Everything in the trash will be deleted forever. It cannot be recovered.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(fake.calls('DELETE')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Empty trash' }));
    alert = await screen.findByRole('alertdialog');
    await user.click(within(alert).getByRole('button', { name: 'Empty trash' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Trash emptied.', 'success'));
    expect(fake.calls('DELETE')[0]?.query).toEqual({ USER_NO: '7' });
    expect(await screen.findByText('The trash is empty.')).toBeInTheDocument();
  });
});
