import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetDriveSession } from '../cloud/state/driveSession.ts';
import { fakeDriveClient } from '../cloud/testing/fakeDriveClient.ts';
import { renderDrive } from '../cloud/testing/renderDrive.tsx';
import { listing, wireFile } from '../cloud/testing/wireItems.ts';
import { useLocation } from 'react-router';
import { LibraryScreen } from './LibraryScreen.tsx';

vi.mock('../../ui/announcer.ts', () => ({ announce: vi.fn() }));
vi.mock('../../ui/toasts.ts', () => ({ showToast: vi.fn() }));

const FILES = '/drive-app/v1/dtm/images';
const published = wireFile('5', 'Solar system', { IS_PUBLIC: true, CATEGORY: 'SCIENCE', CREATOR: 'Kim', VIEWS: 12, PUBLISHED_AT: '2025-02-01T00:00:00Z', IS_MINE: false });

function setup() {
  const fake = fakeDriveClient();
  fake.ok('GET', FILES, listing([published]));
  fake.ok('GET', '/drive-app/v1/dtms/images/5', {
    ...published,
    DESCRIPTION: 'The planets around the sun.',
    PAGES: [{ PAGE_NO: 1, ALT_TEXT: 'Eight planets in a row', AUDIO_URL: null, AUDIO_PLAY_MODE: 'manual', PLAYBACK_RATE: 1 }],
    DTMS_JSON: { items: [{ graphic: { data: `ff${'00'.repeat(299)}` } }] },
  });
  renderDrive(<LibraryScreen />, fake, { path: '/cloud/library', scope: 'library' });
  return fake;
}

beforeEach(() => {
  localStorage.clear();
  forgetDriveSession();
});
afterEach(() => vi.clearAllMocks());

describe('the library', () => {
  it('filters by category with one group of toggle buttons', async () => {
    const user = userEvent.setup();
    const fake = setup();
    const filter = screen.getByRole('radiogroup', { name: 'Category' });
    expect(within(filter).getAllByRole('radio')).toHaveLength(11);
    expect(within(filter).getByRole('radio', { name: 'All' })).toBeChecked();
    await user.click(within(filter).getByRole('radio', { name: 'Science' }));
    await waitFor(() => expect(fake.calls('GET', FILES).at(-1)?.query).toMatchObject({ SCOPE: 'LIBRARY', CATEGORY: 'SCIENCE', SORT: 'LATEST' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Science' })).toBeInTheDocument();
  });

  it('sorts by any of the six orders', async () => {
    const user = userEvent.setup();
    const fake = setup();
    await user.click(screen.getByRole('button', { name: /Sort/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Latest first', 'Oldest first', 'Name A–Z', 'Name Z–A', 'Most viewed', 'Least viewed']);
    await user.click(screen.getByRole('option', { name: 'Most viewed' }));
    await waitFor(() => expect(fake.calls('GET', FILES).at(-1)?.query).toMatchObject({ SORT: 'MOST_VIEWED' }));
  });

  it('opens a file\'s details, counting a view, with its pages\' pictures and texts and a way into Canvas', async () => {
    const user = userEvent.setup();
    const fake = setup();
    const grid = await screen.findByRole('grid', { name: 'Library files' });
    const row = await within(grid).findByRole('row', { name: /^Solar system\.dtms/ });
    await user.dblClick(row);
    const dialog = await screen.findByRole('dialog', { name: 'Solar system.dtms' });
    expect(await within(dialog).findByText('The planets around the sun.')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Page 1 picture: Eight planets in a row' })).toBeInTheDocument();
    expect(within(dialog).getByText('Public (Science)')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open in Canvas' })).toHaveAttribute('href', '/canvas?dtmNo=5');
    expect(within(dialog).getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(fake.calls('GET', '/drive-app/v1/dtms/images/5')[0]?.query).toEqual({ VIEW: 'Y' });
  });

  it('opens the selected file in its own app from the toolbar, named Open: a document in the reader', async () => {
    const user = userEvent.setup();
    const fake = fakeDriveClient();
    const document = wireFile('8', 'Rivers', { FILE_EXTENSION: 'html', IS_PUBLIC: true, CATEGORY: 'SCIENCE', IS_MINE: false });
    fake.ok('GET', FILES, listing([published, document]));
    function Address() {
      return <output data-testid="address">{useLocation().pathname + useLocation().search}</output>;
    }
    renderDrive(
      <>
        <LibraryScreen />
        <Address />
      </>,
      fake,
      { path: '/cloud/library', scope: 'library' },
    );
    const grid = await screen.findByRole('grid', { name: 'Library files' });
    await user.click(await within(grid).findByRole('row', { name: /^Rivers\.html/ }));
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/read?dtmNo=8');
  });
});
