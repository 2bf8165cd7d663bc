import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { BlockElement } from '../../../../core/book/model.ts';
import type { ApiResult } from '../../../api/apiTypes.ts';
import type { BookDocumentApi, StoredDocument } from '../api/bookDocumentApi.ts';
import { renderMessages } from '../render/messages.ts';
import { coreCodec } from '../document/coreCodec.ts';
import { fakeCodec } from '../document/testing/fakeCodec.ts';
import { renderBookInEnglish } from '../testing/renderInEnglish.tsx';
import { daisyMessages } from '../daisy/messages.ts';
import { readerMessages as m } from './messages.ts';
import { ReaderScreen, type ReaderDownloads } from './ReaderScreen.tsx';

vi.mock('../../../ui/toasts.ts', () => ({ showToast: vi.fn() }));

const blocks: BlockElement[] = [
  { type: 'heading', level: 2, children: [{ text: 'Rivers' }] },
  { type: 'paragraph', children: [{ text: 'Water flows' }] },
  { type: 'page-break', children: [{ text: '' }] },
  { type: 'paragraph', children: [{ text: 'down' }] },
];

function apiAnswering(result: ApiResult<StoredDocument>): BookDocumentApi {
  return { load: vi.fn(async () => result), create: vi.fn(), update: vi.fn() };
}

const stored: ApiResult<StoredDocument> = { ok: true, status: 200, data: { dtmName: 'Geography', creator: 'Kim', contents: JSON.stringify({ title: 'Geography', doc: { lang: 'en', blocks } }) } };

const english = [
  [m.by, 'By {creator}'],
  [m.characters, 'Characters'],
  [m.words, 'Words'],
  [m.pages, 'Pages'],
  [m.downloadHtml, 'Download HTML'],
  [m.downloadBraille, 'Download braille'],
  [m.brailleFormat, 'Braille format'],
  [m.brf, 'BRF (braille text)'],
  [m.pef, 'PEF (braille document)'],
  [m.edit, 'Edit'],
  [daisyMessages.listen, 'Listen'],
  [m.cellsPerLine, 'Cells per line'],
  [m.linesPerPage, 'Lines per page'],
  [m.document, 'Document content'],
  [m.actions, 'Document actions'],
  [m.facts, 'About this document'],
  [m.downloadFailed, 'The file could not be downloaded.'],
  [renderMessages.pageBreak, 'Page {page}'],
] as const;

function downloadsDoing(): ReaderDownloads {
  return { html: vi.fn(async () => ({ ok: true as const, status: 200, data: 'Geography.html' })), braille: vi.fn(async () => ({ ok: true as const, status: 200, data: 'Geography.pef' })) };
}

function renderReader(api: BookDocumentApi, canEdit = false, downloads = downloadsDoing(), codec = fakeCodec, canListen = false) {
  renderBookInEnglish(
    <MemoryRouter>
      <ReaderScreen dtmNo="42" api={api} codec={codec} downloads={downloads} canEdit={canEdit} canListen={canListen} />
    </MemoryRouter>,
    english,
  );
  return downloads;
}

describe('ReaderScreen', () => {
  it('shows the title, the counts and the document read-only, in its language', async () => {
    const api = apiAnswering(stored);
    renderReader(api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Geography' })).toBeInTheDocument();
    expect(api.load).toHaveBeenCalledWith('42');
    expect(screen.getByText('By Kim')).toBeInTheDocument();
    expect(screen.getByText('Pages').nextElementSibling).toHaveTextContent('2');
    expect(screen.getByText('Words').nextElementSibling).toHaveTextContent('4');
    const article = screen.getByRole('article', { name: 'Document content' });
    expect(article).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { level: 2, name: 'Rivers' })).toBeInTheDocument();
    expect(screen.getByRole('separator', { name: 'Page 2' })).toBeInTheDocument();
    expect(within(article).queryByRole('textbox')).toBeNull();
  });

  it('keeps the one heading from loading to reading, so focus on it (where a page arrives) stays', async () => {
    let answer!: (result: ApiResult<StoredDocument>) => void;
    const api: BookDocumentApi = { load: vi.fn(() => new Promise<ApiResult<StoredDocument>>((resolve) => (answer = resolve))), create: vi.fn(), update: vi.fn() };
    renderReader(api);
    const heading = screen.getByRole('heading', { level: 1, name: 'Document content' });
    heading.focus();
    answer(stored);
    expect(await screen.findByRole('heading', { level: 1, name: 'Geography' })).toBe(heading);
    expect(heading).toHaveFocus();
  });

  it('offers Edit to administrators only, to the Book with the document', async () => {
    renderReader(apiAnswering(stored), true);
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/book?dtmNo=42');
  });

  it('offers Listen, to the DAISY player with the document, to its owner only', async () => {
    renderReader(apiAnswering(stored), false, downloadsDoing(), fakeCodec, true);
    expect(await screen.findByRole('link', { name: 'Listen' })).toHaveAttribute('href', '/listen?dtmNo=42');
  });

  it('has no Listen for a document that is not the user\'s', async () => {
    renderReader(apiAnswering(stored));
    await screen.findByRole('heading', { level: 1, name: 'Geography' });
    expect(screen.queryByRole('link', { name: 'Listen' })).toBeNull();
  });

  it('has no Edit for other users', async () => {
    renderReader(apiAnswering(stored), false);
    await screen.findByRole('heading', { level: 1, name: 'Geography' });
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it('downloads HTML and the chosen braille format', async () => {
    const user = userEvent.setup();
    const downloads = renderReader(apiAnswering(stored));
    await user.click(await screen.findByRole('button', { name: 'Download HTML' }));
    expect(downloads.html).toHaveBeenCalledWith(expect.objectContaining({ dtmNo: '42', name: 'Geography' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download braille' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: /Braille format/ }));
    await user.click(await screen.findByRole('option', { name: 'PEF (braille document)' }));
    await user.click(screen.getByRole('button', { name: 'Download braille' }));
    expect(downloads.braille).toHaveBeenCalledWith(expect.objectContaining({ dtmNo: '42' }), 'pef', { cells: 40, lines: 25 });
  });

  it('lays the braille out on the page size chosen, kept within the limits', async () => {
    const user = userEvent.setup();
    const downloads = renderReader(apiAnswering(stored));
    const cells = await screen.findByRole('textbox', { name: 'Cells per line' });
    await user.tripleClick(cells);
    await user.keyboard('32');
    const lines = screen.getByRole('textbox', { name: 'Lines per page' });
    await user.tripleClick(lines);
    // More than the most lines a page may have (100): brought to it on leaving the field.
    await user.keyboard('250');
    await user.tab();
    expect(lines).toHaveValue('100');
    await user.click(screen.getByRole('button', { name: 'Download braille' }));
    expect(downloads.braille).toHaveBeenCalledWith(expect.objectContaining({ dtmNo: '42' }), 'brf', { cells: 32, lines: 100 });
  });

  it('says a missing or foreign document was not found, with a retry, never a blank page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = apiAnswering({ ok: false, status: 404, errors: [{ code: 'NOT_FOUND', msg: 'Not found' }] });
    renderReader(api);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The file could not be found');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.load).toHaveBeenCalledTimes(2));
  });

  it('reads a stored page with the real codec: headings, table headers and alternative text, nothing hostile', async () => {
    const page =
      '<!DOCTYPE html><html lang="ko"><head><title>지리</title></head><body><h2>강</h2><table><caption>강의 길이</caption><tr><th>이름</th><th>길이</th></tr><tr><th>한강</th><td>494 km</td></tr></table><img src="/drive-app/file/map" alt="한반도 지도"><img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a></body></html>';
    const { container } = renderBookInEnglishReader(page);
    expect(await screen.findByRole('heading', { level: 2, name: '강' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Document content' })).toHaveAttribute('lang', 'ko');
    expect(screen.getByRole('table', { name: '강의 길이' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '길이' })).toHaveAttribute('scope', 'col');
    expect(screen.getByRole('rowheader', { name: '한강' })).toHaveAttribute('scope', 'row');
    expect(screen.getByRole('img', { name: '한반도 지도' })).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(container().querySelector('script, [onerror], a[href^="javascript"]')).toBeNull();
  });
});

function renderBookInEnglishReader(contents: string) {
  renderReader(apiAnswering({ ok: true, status: 200, data: { dtmName: '지리', creator: 'Kim', contents } }), false, downloadsDoing(), coreCodec);
  return { container: () => document.body };
}
