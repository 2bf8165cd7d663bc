import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WireConversionNote } from '../../../../shared/api/conversion.ts';
import { announce } from '../../../ui/announcer.ts';
import { showToast } from '../../../ui/toasts.ts';
import { CONVERSION_POLL_MS } from '../shell/conversionPoll.ts';
import { forgetDriveSession } from '../state/driveSession.ts';
import { fakeDriveClient, type FakeDriveClient } from '../testing/fakeDriveClient.ts';
import { renderDrive } from '../testing/renderDrive.tsx';
import { listing, wireConversionState, wireDocument, wireFile } from '../testing/wireItems.ts';
import { FilesScreen } from './FilesScreen.tsx';

vi.mock('../../../ui/announcer.ts', () => ({ announce: vi.fn() }));
vi.mock('../../../ui/toasts.ts', () => ({ showToast: vi.fn() }));

const GROUPS = '/drive-app/v1/dtms/groups';
const STATUS = '/drive-app/v1/doc/convert-status';
const QUOTA = '/drive-app/v1/doc/convert-quota';
const AGAIN = '/drive-app/v1/doc/convert-again';

/** My files with a document converting, one whose PDF had no text, one converted, and a tactile file. */
function drive(options: { readonly refuseAgain?: string } = {}): FakeDriveClient {
  const fake = fakeDriveClient();
  if (options.refuseAgain) fake.fail('POST', AGAIN, 409, options.refuseAgain);
  let items = [wireDocument('5', 'Unit 1', 'ONGOING'), wireDocument('6', 'Unit 2', 'FAILED'), wireDocument('7', 'Unit 3', null), wireFile('1', 'Armadillo')];
  fake.on('GET', GROUPS, () => ({ ok: true, status: 200, data: listing(items) }));
  fake.ok('GET', '/drive-app/v1/doc/remaining', { QUOTA_BYTES: 1, USED_BYTES: 0, REMAINING_BYTES: 1 });
  fake.on('GET', STATUS, (request) => {
    const dtmNo = String(request.query['DTM_NO']);
    if (dtmNo === '6') return { ok: true, status: 200, data: wireConversionState('6', { STATUS: 'FAILED', ERROR_CODE: 'NO_TEXT', ERROR: 'No text layer' }) };
    if (dtmNo === '7') {
      const notes: WireConversionNote[] = [
        { KIND: 'inferred-heading', PAGE: 2, DETAIL: 'Chapter 1', CONFIDENCE: null },
        { KIND: 'ocr-low-confidence', PAGE: 3, DETAIL: '', CONFIDENCE: 62 },
      ];
      return { ok: true, status: 200, data: wireConversionState('7', { STATUS: 'SUCCESS', NOTES: notes }) };
    }
    return { ok: true, status: 200, data: wireConversionState(dtmNo) };
  });
  fake.ok('GET', QUOTA, { TOTAL: 5, USED: 2, REMAINING: 3 });
  fake.on('POST', AGAIN, () => {
    items = items.map((item) => (item.DTM_NO === '6' ? { ...item, CONVERSION_STATUS: 'ONGOING' } : item));
    return { ok: true, status: 201, data: { DTM_NO: '6', DTM_NAME: 'Unit 2', DTM_GROUP_NO: null, STATUS: 'ONGOING', QUALITY: 'HIGH' } };
  });
  fake.on('GET', /\/dtms\/images\/\d+$/, (request) => {
    const dtmNo = request.path.split('/').at(-1) ?? '';
    const item = items.find((file) => file.DTM_NO === dtmNo);
    return { ok: true, status: 200, data: { ...item, PAGES: [], DTMS_JSON: null } };
  });
  return fake;
}

async function cards() {
  const grid = await screen.findByRole('grid', { name: 'Contents of My files' });
  await within(grid).findByRole('row', { name: /^Unit 1\.html/ });
  return grid;
}

beforeEach(() => {
  localStorage.clear();
  forgetDriveSession();
});
afterEach(() => vi.clearAllMocks());

describe('converted documents in My files (issue 21)', () => {
  it('say in the cards and the table which is converting and why one failed', async () => {
    const user = userEvent.setup();
    renderDrive(<FilesScreen />, drive());
    const grid = await cards();
    expect(within(grid).getByRole('row', { name: /^Unit 1\.html/ })).toHaveTextContent('HTML file, Converting…');
    await waitFor(() =>
      expect(within(grid).getByRole('row', { name: /^Unit 2\.html/ })).toHaveTextContent(
        'HTML file, Conversion failed: This PDF has no text layer (its pages may be scanned). Convert it again at high quality to read the text on its pages.',
      ),
    );
    expect(within(grid).getByRole('row', { name: /^Unit 3\.html/ })).not.toHaveTextContent(/Convert/);
    await user.click(screen.getByRole('radio', { name: 'List' }));
    const table = screen.getByRole('grid', { name: 'Contents of My files' });
    expect(within(within(table).getByRole('row', { name: /^Unit 1\.html/ })).getByRole('gridcell', { name: 'HTML file, Converting…' })).toBeInTheDocument();
  });

  it('are asked for again every 10 seconds while one is converting, and no more once none is (spec §4)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const fake = fakeDriveClient();
      fake.ok('GET', GROUPS, listing([wireDocument('5', 'Unit 1', 'ONGOING')]), true);
      fake.ok('GET', GROUPS, listing([wireDocument('5', 'Unit 1', null)]));
      fake.ok('GET', '/drive-app/v1/doc/remaining', { QUOTA_BYTES: 1, USED_BYTES: 0, REMAINING_BYTES: 1 });
      renderDrive(<FilesScreen />, fake);
      const grid = await cards();
      expect(within(grid).getByRole('row', { name: /^Unit 1\.html/ })).toHaveTextContent('Converting…');
      await act(() => vi.advanceTimersByTimeAsync(CONVERSION_POLL_MS));
      await waitFor(() => expect(within(grid).getByRole('row', { name: /^Unit 1\.html/ })).not.toHaveTextContent('Converting…'));
      expect(fake.calls('GET', GROUPS)).toHaveLength(2);
      await act(() => vi.advanceTimersByTimeAsync(CONVERSION_POLL_MS * 3));
      expect(fake.calls('GET', GROUPS)).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('do not open while converting: Enter says so, and nothing opens', async () => {
    const user = userEvent.setup();
    renderDrive(<FilesScreen />, drive());
    const grid = await cards();
    await user.click(within(grid).getByRole('row', { name: /^Unit 1\.html/ }));
    await user.keyboard('{Enter}');
    expect(announce).toHaveBeenCalledWith('This document is still being converted, so it cannot be opened yet. You will get a notice when it is done.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('convert a failed one again from the toolbar: the reason, high quality offered with the allowance, then the list says converting', async () => {
    const user = userEvent.setup();
    const fake = drive();
    renderDrive(<FilesScreen />, fake);
    const grid = await cards();
    const convertAgain = screen.getByRole('button', { name: 'Convert again' });
    expect(convertAgain).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(grid).getByRole('row', { name: /^Unit 2\.html/ }));
    await waitFor(() => expect(convertAgain).not.toHaveAttribute('aria-disabled'));
    await user.click(convertAgain);
    const dialog = await screen.findByRole('dialog', { name: 'Convert ‘Unit 2.html’ again' });
    expect(await within(dialog).findByText(/^Conversion failed: This PDF has no text layer/)).toBeInTheDocument();
    const high = within(dialog).getByRole('radio', { name: 'High quality' });
    // NO_TEXT: high quality, which reads the pages, is the choice it starts on.
    expect(high).toBeChecked();
    await waitFor(() => expect(high).toHaveAccessibleDescription(expect.stringContaining('3 of 5 left this month.')));
    await user.click(within(dialog).getByRole('button', { name: 'Convert again' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Converting ‘Unit 2.html’ again. You will get a notice when it is done.', 'success'));
    expect(fake.calls('POST', AGAIN)[0]?.body).toEqual({ DTM_NO: '6', QUALITY: 'HIGH' });
    await waitFor(() => expect(within(grid).getByRole('row', { name: /^Unit 2\.html/ })).toHaveTextContent('HTML file, Converting…'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('open the details of a failed one with Enter, convert again from there, and say why the server refused it', async () => {
    const user = userEvent.setup();
    renderDrive(<FilesScreen />, drive({ refuseAgain: 'HIGH_QUALITY_LIMIT' }));
    const grid = await cards();
    await user.click(within(grid).getByRole('row', { name: /^Unit 2\.html/ }));
    await user.keyboard('{Enter}');
    const details = await screen.findByRole('dialog', { name: 'Unit 2.html' });
    await user.click(await within(details).findByRole('button', { name: 'Convert again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Convert ‘Unit 2.html’ again' });
    await user.click(within(dialog).getByRole('button', { name: 'Convert again' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("This month's high-quality conversions are used up.");
    // The details it came from are gone: focus goes to the folder's heading, never to the page's body.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'My files' })).toHaveFocus());
  });

  it('list what to check after a conversion in the details', async () => {
    const user = userEvent.setup();
    renderDrive(<FilesScreen />, drive());
    const grid = await cards();
    await user.click(within(grid).getByRole('row', { name: /^Unit 3\.html/ }));
    await user.keyboard('{Control>}i{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Unit 3.html' });
    const notes = await within(dialog).findByRole('region', { name: 'What to check' });
    const items = within(notes).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['Heading guessed from the look of the text, Page 2: Chapter 1', 'Uncertain text recognition, Page 3, Recognition confidence 62%']);
  });
});
