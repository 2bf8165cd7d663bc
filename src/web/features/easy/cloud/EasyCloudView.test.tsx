import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../../../ui/toasts.ts';
import { fakeDriveClient } from '../../cloud/testing/fakeDriveClient.ts';
import { renderDrive } from '../../cloud/testing/renderDrive.tsx';
import { listing, wireConversionState, wireDocument, wireFile } from '../../cloud/testing/wireItems.ts';
import EasyCloudView from './EasyCloudView.tsx';
import EasySearchView from './EasySearchView.tsx';

vi.mock('../../../ui/announcer.ts', () => ({ announce: vi.fn() }));
vi.mock('../../../ui/toasts.ts', () => ({ showToast: vi.fn() }));
afterEach(() => vi.clearAllMocks());

const FILES = '/drive-app/v1/dtm/images';

describe('Easy cloud', () => {
  it('lists my files with large buttons named by the file', async () => {
    const fake = fakeDriveClient();
    fake.ok('GET', FILES, listing([wireFile('1', 'Map'), wireFile('2', 'Bee')]));
    renderDrive(<EasyCloudView />, fake, { path: '/easy/cloud', scope: 'easy' });
    expect(await screen.findByRole('heading', { level: 3, name: 'Map.dtms' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Map.dtms' })).toHaveAttribute('href', '/easy/tactile?dtmNo=1');
    expect(screen.getByRole('button', { name: 'Download Bee.dtms' })).toBeInTheDocument();
    expect(fake.calls('GET', FILES)[0]?.query).toMatchObject({ SCOPE: 'MINE', SORT: 'LATEST' });
  });

  it('asks before moving a file to the trash', async () => {
    const user = userEvent.setup();
    const fake = fakeDriveClient();
    fake.ok('GET', FILES, listing([wireFile('1', 'Map'), wireFile('2', 'Bee')]), true);
    fake.ok('GET', FILES, listing([wireFile('2', 'Bee')]));
    fake.ok('PATCH', '/drive-app/v1/dtm/images/1/status', true);
    renderDrive(<EasyCloudView />, fake, { path: '/easy/cloud', scope: 'easy' });
    await user.click(await screen.findByRole('button', { name: 'Delete Map.dtms' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Move ‘Map’ to the trash?' });
    await user.click(within(alert).getByRole('button', { name: 'Move to trash' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Moved to trash.', 'success'));
    expect(fake.calls('PATCH')[0]?.body).toEqual({ STATUS: 'TRASHED' });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Open Bee.dtms' })).toHaveFocus());
  });

  it('shows a document still converting with nothing to open, a failed one with its reason (issue 21)', async () => {
    const fake = fakeDriveClient();
    fake.ok('GET', FILES, listing([wireDocument('5', 'Unit 1', 'ONGOING'), wireDocument('6', 'Unit 2', 'FAILED'), wireDocument('7', 'Unit 3', null)]));
    fake.ok('GET', '/drive-app/v1/doc/convert-status', wireConversionState('6', { STATUS: 'FAILED', ERROR_CODE: 'DAMAGED' }));
    renderDrive(<EasyCloudView />, fake, { path: '/easy/cloud', scope: 'easy' });
    const converting = (await screen.findByRole('heading', { level: 3, name: 'Unit 1.html' })).closest('li') as HTMLElement;
    expect(within(converting).getByText('Converting…')).toBeInTheDocument();
    expect(within(converting).queryByRole('link')).toBeNull();
    const failed = screen.getByRole('heading', { level: 3, name: 'Unit 2.html' }).closest('li') as HTMLElement;
    expect(await within(failed).findByText('Conversion failed: The file is damaged and cannot be read.')).toBeInTheDocument();
    expect(within(failed).queryByRole('link')).toBeNull();
    expect(screen.getByRole('link', { name: 'Open Unit 3.html' })).toHaveAttribute('href', '/read?dtmNo=7');
  });

  it('uploads into the top of my files, PDF and DOCX included', async () => {
    const user = userEvent.setup();
    const fake = fakeDriveClient();
    fake.ok('GET', FILES, listing([wireFile('1', 'Map')]));
    renderDrive(<EasyCloudView />, fake, { path: '/easy/cloud', scope: 'easy' });
    await user.click(await screen.findByRole('button', { name: 'Upload files' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload files' });
    expect(within(dialog).getByText('Upload to: My files')).toBeInTheDocument();
    expect(document.querySelector<HTMLInputElement>('input[type="file"]')?.accept).toContain('.pdf,.docx');
  });

  it('says "No files" when there are none', async () => {
    const fake = fakeDriveClient();
    fake.ok('GET', FILES, listing([]));
    renderDrive(<EasyCloudView />, fake, { path: '/easy/cloud', scope: 'easy' });
    expect(await screen.findByText('No files.')).toBeInTheDocument();
  });
});

describe('Easy search', () => {
  it('searches my files and the library with one field, and lists both', async () => {
    const user = userEvent.setup();
    const fake = fakeDriveClient();
    fake.on('GET', FILES, (request) => ({
      ok: true,
      status: 200,
      data: listing(request.query['SCOPE'] === 'MINE' ? [wireFile('1', 'My map')] : [wireFile('8', 'City map', { IS_MINE: false }), wireFile('9', 'Sea map', { IS_MINE: false })]),
    }));
    renderDrive(<EasySearchView />, fake, { path: '/easy/search', scope: 'easy' });
    expect(fake.calls('GET')).toHaveLength(0);
    await user.type(screen.getByRole('searchbox', { name: 'Words to find' }), 'map{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: 'Found in my files (1)' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Found in the library (2)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Sea map.dtms' })).toBeInTheDocument();
    expect(fake.calls('GET').map((call) => [call.query['SCOPE'], call.query['SEARCH']])).toEqual(expect.arrayContaining([['MINE', 'map'], ['LIBRARY', 'map']]));
  });
});
