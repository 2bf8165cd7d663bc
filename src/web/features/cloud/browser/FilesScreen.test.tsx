import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announce } from '../../../ui/announcer.ts';
import { showToast } from '../../../ui/toasts.ts';
import { forgetDriveSession } from '../state/driveSession.ts';
import { fakeDriveClient, type FakeDriveClient } from '../testing/fakeDriveClient.ts';
import { renderDrive } from '../testing/renderDrive.tsx';
import { listing, wireFile, wireFolder } from '../testing/wireItems.ts';
import { useLocation } from 'react-router';
import type { WireFile } from '../../../../shared/api/driveAppTypes.ts';
import { FilesScreen } from './FilesScreen.tsx';

vi.mock('../../../ui/announcer.ts', () => ({ announce: vi.fn() }));
vi.mock('../../../ui/toasts.ts', () => ({ showToast: vi.fn() }));

const GROUPS = '/drive-app/v1/dtms/groups';

function driveWith(items = [wireFolder('10', 'Maps'), wireFile('1', 'Armadillo'), wireFile('2', 'Bee')]): FakeDriveClient {
  const fake = fakeDriveClient();
  fake.on('GET', GROUPS, (request) => ({ ok: true, status: 200, data: listing(request.query['PARENT_GROUP_NO'] === 'ROOT' ? items : []) }));
  fake.ok('GET', '/drive-app/v1/dtms/group/path', { items: [{ DTM_GROUP_NO: '', DTM_GROUP_NAME: '/', DTM_GROUP_LEVEL: 1 }, { DTM_GROUP_NO: '10', DTM_GROUP_NAME: 'Maps', DTM_GROUP_LEVEL: 2 }] });
  fake.ok('GET', '/drive-app/v1/doc/remaining', { QUOTA_BYTES: 2048 * 1024 * 1024, USED_BYTES: 1024 * 1024 * 1024, REMAINING_BYTES: 1024 * 1024 * 1024 });
  return fake;
}

async function shown() {
  const grid = await screen.findByRole('grid', { name: 'Contents of My files' });
  await within(grid).findByRole('row', { name: /^Armadillo\.dtms/ });
  return grid;
}

beforeEach(() => {
  localStorage.clear();
  forgetDriveSession();
});
afterEach(() => vi.clearAllMocks());

describe('My files', () => {
  it('shows the folder as named cards, folders first, with the toolbar, the storage meter and no selection', async () => {
    const fake = driveWith();
    renderDrive(<FilesScreen />, fake);
    const grid = await shown();
    expect(within(grid).getAllByRole('row').map((row) => row.getAttribute('aria-label'))).toEqual(['Maps', 'Armadillo.dtms', 'Bee.dtms']);
    expect(screen.getByRole('heading', { level: 2, name: 'My files' })).toBeInTheDocument();
    // At the root the heading names the folder once: no one-step trail repeating it (issue 17 item 10).
    expect(screen.getAllByText('My files', { exact: true })).toHaveLength(1);
    expect(screen.queryByRole('navigation', { name: 'Folder path' })).toBeNull();
    expect(screen.getByRole('toolbar', { name: 'File actions' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rename' })).toHaveAttribute('aria-disabled', 'true');
    expect(await screen.findByRole('meter', { name: 'Storage' })).toHaveAttribute('aria-valuetext', '1 GB used of 2 GB, 1 GB left');
    expect(fake.calls('GET', GROUPS)[0]?.query).toEqual({ PAGE_NO: 1, PAGE_SIZE: 18, PARENT_GROUP_NO: 'ROOT', DRIVER_KIND: 'P', APP_TYPE: 'A', SORT: 'LATEST' });
  });

  it('says "No file" for an empty folder', async () => {
    renderDrive(<FilesScreen />, driveWith([]));
    expect(await screen.findByText('No file.')).toBeInTheDocument();
  });

  it('says why a command cannot run: nothing selected, nothing to paste', async () => {
    const user = userEvent.setup();
    renderDrive(<FilesScreen />, driveWith());
    await shown();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(announce).toHaveBeenCalledWith('No item selected.', 'assertive');
    await user.keyboard('{Control>}v{/Control}');
    expect(announce).toHaveBeenCalledWith('No file to paste.', 'assertive');
  });

  it('renames the selected item with F2, refusing an empty name', async () => {
    const user = userEvent.setup();
    const fake = driveWith();
    fake.ok('PUT', '/drive-app/v1/dtms/images/1', wireFile('1', 'Armadillo map'));
    renderDrive(<FilesScreen />, fake);
    const grid = await shown();
    await user.click(within(grid).getByRole('row', { name: /^Armadillo\.dtms/ }));
    await user.keyboard('{F2}');
    const dialog = await screen.findByRole('dialog', { name: 'Rename' });
    const field = within(dialog).getByRole('textbox', { name: 'New name' });
    expect(field).toHaveValue('Armadillo');
    await user.clear(field);
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByText('No text entered.')).toBeInTheDocument();
    expect(field).toHaveFocus();
    await user.type(field, 'Armadillo map{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.calls('PUT')[0]?.body).toEqual({ FILE_NAME: 'Armadillo map' });
    expect(showToast).toHaveBeenCalledWith('Updated.', 'success');
  });

  it('gives focus to the folder heading when a dialog opened from nowhere closes, never to the page body', async () => {
    const user = userEvent.setup();
    renderDrive(<FilesScreen />, driveWith());
    await shown();
    (document.activeElement as HTMLElement | null)?.blur();
    expect(document.activeElement).toBe(document.body);
    await user.keyboard('{Alt>}{Shift>}N{/Shift}{/Alt}');
    await screen.findByRole('dialog', { name: 'New folder' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'My files' })).toHaveFocus());
  });

  it('shows a name already taken on the field, in the user\'s language', async () => {
    const user = userEvent.setup();
    const fake = driveWith();
    fake.fail('PUT', '/drive-app/v1/dtm/groups/10', 409, 'NAME_TAKEN');
    renderDrive(<FilesScreen />, fake);
    const grid = await shown();
    await user.click(within(grid).getByRole('row', { name: /^Maps/ }));
    await user.keyboard('{F2}');
    const field = within(await screen.findByRole('dialog')).getByRole('textbox', { name: 'New name' });
    await user.type(field, ' 2{Enter}');
    expect(await screen.findByText('An item with this name is already in this folder.')).toBeInTheDocument();
    expect(fake.calls('PUT')[0]?.body).toEqual({ DTM_GROUP_NAME: 'Maps 2' });
  });

  it('moves the selection to the trash with Delete, and Ctrl+Z brings it back', async () => {
    const user = userEvent.setup();
    const fake = driveWith();
    fake.ok('PATCH', /\/status$/, true);
    renderDrive(<FilesScreen />, fake);
    const grid = await shown();
    await user.click(within(grid).getByRole('row', { name: /^Bee\.dtms/ }));
    await user.keyboard('{Delete}');
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Moved to trash.', 'success'));
    await user.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Undone: Move to trash', 'success'));
    expect(fake.calls('PATCH').map((call) => [call.path, call.body])).toEqual([
      ['/drive-app/v1/dtm/images/2/status', { STATUS: 'TRASHED' }],
      ['/drive-app/v1/dtm/images/2/status', { STATUS: 'ACTIVE' }],
    ]);
  });

  it('selects the item type-ahead lands on, so Delete trashes the item the user hears', async () => {
    const user = userEvent.setup();
    const fake = driveWith();
    fake.ok('PATCH', /\/status$/, true);
    renderDrive(<FilesScreen />, fake);
    const grid = await shown();
    await user.click(within(grid).getByRole('row', { name: /^Armadillo\.dtms/ }));
    await user.keyboard('Bee');
    const bee = within(grid).getByRole('row', { name: /^Bee\.dtms/ });
    expect(bee).toHaveFocus();
    expect(bee).toHaveAttribute('aria-selected', 'true');
    expect(within(grid).getByRole('row', { name: /^Armadillo\.dtms/ })).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{Delete}');
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Moved to trash.', 'success'));
    expect(fake.calls('PATCH').map((call) => call.path)).toEqual(['/drive-app/v1/dtm/images/2/status']);
  });

  it('selects by type-ahead in the list view too', async () => {
    const user = userEvent.setup();
    renderDrive(<FilesScreen />, driveWith());
    await shown();
    await user.click(screen.getByRole('radio', { name: 'List' }));
    const table = screen.getByRole('grid', { name: 'Contents of My files' });
    await user.click(within(table).getByRole('rowheader', { name: 'Maps' }));
    await user.keyboard('Bee');
    const bee = within(table).getByRole('row', { name: /Bee\.dtms/ });
    expect(bee).toHaveFocus();
    expect(bee).toHaveAttribute('aria-selected', 'true');
    expect(within(table).getByRole('row', { name: /^Maps/ })).toHaveAttribute('aria-selected', 'false');
  });

  it('marks cut items as cut, in the cards and in the list', async () => {
    const user = userEvent.setup();
    renderDrive(<FilesScreen />, driveWith());
    const grid = await shown();
    await user.click(within(grid).getByRole('row', { name: /^Bee\.dtms/ }));
    await user.keyboard('{Control>}x{/Control}');
    expect(announce).toHaveBeenCalledWith('1 item cut. Open the folder to move them to and paste.', undefined);
    const bee = within(grid).getByRole('row', { name: /^Bee\.dtms/ });
    await waitFor(() => expect(bee).toHaveTextContent(/, Cut$/));
    expect(bee).toHaveClass('item-card--dimmed');
    expect(within(grid).getByRole('row', { name: /^Armadillo\.dtms/ })).not.toHaveTextContent('Cut');
    await user.click(screen.getByRole('radio', { name: 'List' }));
    const table = screen.getByRole('grid', { name: 'Contents of My files' });
    expect(within(table).getByRole('rowheader', { name: 'Bee.dtms, Cut' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Bee\.dtms/ })).toHaveClass('item-row--dimmed');
  });

  it('copies with Ctrl+C and pastes with Ctrl+V into the folder shown', async () => {
    const user = userEvent.setup();
    const fake = driveWith();
    fake.on('POST', '/drive-app/v1/dtms/images/1/copy', { ok: true, status: 201, data: wireFile('3', 'Armadillo (1)') });
    renderDrive(<FilesScreen />, fake);
    const grid = await shown();
    await user.click(within(grid).getByRole('row', { name: /^Armadillo\.dtms/ }));
    await user.keyboard('{Control>}c{/Control}');
    expect(showToast).toHaveBeenCalledWith('Copied.', 'success');
    expect(screen.getByText(/1 copied item waiting to be pasted/)).toBeInTheDocument();
    await user.keyboard('{Control>}v{/Control}');
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Pasted.', 'success'));
    expect(fake.calls('POST')[0]?.body).toEqual({ DTM_GROUP_NO: 'ROOT' });
  });

  it('leaves Ctrl+C and Ctrl+A to the search field', async () => {
    const user = userEvent.setup();
    renderDrive(<FilesScreen />, driveWith());
    await shown();
    await user.click(screen.getByRole('searchbox', { name: 'Search this folder by file name' }));
    await user.keyboard('{Control>}a{/Control}{Control>}c{/Control}');
    expect(announce).not.toHaveBeenCalledWith('No item selected.', 'assertive');
    expect(showToast).not.toHaveBeenCalled();
  });

  it('opens a folder with Enter and asks for its items', async () => {
    const user = userEvent.setup();
    const fake = driveWith();
    renderDrive(<FilesScreen />, fake);
    const grid = await shown();
    await user.click(within(grid).getByRole('row', { name: /^Maps/ }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(fake.calls('GET', GROUPS).some((call) => call.query['PARENT_GROUP_NO'] === '10')).toBe(true));
    expect(await screen.findByRole('heading', { level: 2, name: 'Maps' })).toHaveFocus();
    expect(await screen.findByText('No file.')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Folder path' })).getByRole('link', { name: 'My files' })).toBeInTheDocument();
  });

  it('opens a Book document (an html file) in the reader', async () => {
    const user = userEvent.setup();
    function Where() {
      const location = useLocation();
      return <output aria-label="where">{location.pathname + location.search}</output>;
    }
    const book = wireFile('7', 'Textbook', { FILE_EXTENSION: 'html' as WireFile['FILE_EXTENSION'] });
    renderDrive(
      <>
        <FilesScreen />
        <Where />
      </>,
      driveWith([book, wireFile('1', 'Armadillo')]),
    );
    const grid = await shown();
    await user.click(within(grid).getByRole('row', { name: /^Textbook/ }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/read?dtmNo=7'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('searches the folder by file name and says when nothing matches', async () => {
    const user = userEvent.setup();
    const fake = driveWith();
    fake.on('GET', GROUPS, { ok: true, status: 200, data: listing([]) });
    renderDrive(<FilesScreen />, fake);
    await shown();
    const search = screen.getByRole('searchbox', { name: 'Search this folder by file name' });
    await user.type(search, 'zebra{Enter}');
    await waitFor(() => expect(fake.calls('GET', GROUPS).at(-1)?.query).toMatchObject({ SEARCH: 'zebra', PAGE_NO: 1 }));
    expect(search).toHaveFocus();
  });

  it('moves the selection to a folder chosen in a list, without drag and drop', async () => {
    const user = userEvent.setup();
    const fake = driveWith();
    fake.ok('PUT', '/drive-app/v1/dtms/images/2', wireFile('2', 'Bee'));
    renderDrive(<FilesScreen />, fake);
    const grid = await shown();
    await user.click(within(grid).getByRole('row', { name: /^Bee\.dtms/ }));
    await user.keyboard('{Alt>}{Shift>}m{/Shift}{/Alt}');
    const dialog = await screen.findByRole('dialog', { name: 'Move 1 item' });
    const list = within(dialog).getByRole('listbox', { name: 'Folders in My files' });
    expect(within(list).getByRole('option', { name: 'My files (this folder)' })).toHaveAttribute('aria-selected', 'true');
    await user.click(await within(list).findByRole('option', { name: 'Maps' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move to ‘Maps’' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Moved.', 'success'));
    expect(fake.calls('PUT')[0]?.body).toEqual({ DTM_GROUP_NO: '10' });
  });

  it('switches to the list view, a table, and remembers it', async () => {
    const user = userEvent.setup();
    renderDrive(<FilesScreen />, driveWith());
    await shown();
    await user.click(screen.getByRole('radio', { name: 'List' }));
    const table = screen.getByRole('grid', { name: 'Contents of My files' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Type', 'Modified', 'Size', 'Public or not']);
    expect(within(table).getByRole('rowheader', { name: 'Bee.dtms' })).toBeInTheDocument();
    expect(localStorage.getItem('tactile.cloud.view')).toBe('LIST');
  });
});
