import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPage, readCanvasFile, type CanvasDocument } from '../../../../core/canvas/index.ts';
import { equalGrids, gridForModel, setPin } from '../../../../core/pins/index.ts';
import { showToast } from '../../../ui/toasts.ts';
import { fakeDriveClient } from '../../cloud/testing/fakeDriveClient.ts';
import { fileMessages as m } from './messages.ts';
import { renderFileLayer, text } from './testing/renderFileLayer.tsx';

vi.mock('../../../ui/announcer.ts', () => ({ announce: vi.fn() }));
vi.mock('../../../ui/toasts.ts', () => ({ showToast: vi.fn() }));

const second = setPin(gridForModel(320), 10, 10);
const DOCUMENT: CanvasDocument = {
  title: 'Map?',
  model: 320,
  pages: [
    { ...createPage(320), altText: 'Empty' },
    { ...createPage(320, second), altText: 'One dot' },
  ],
};

let blobs: Blob[];
let clicked: { download: string; href: string }[];
beforeEach(() => {
  blobs = [];
  clicked = [];
  // jsdom has no object URLs; the download link is real.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:test/${blobs.length}`;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ download: this.download, href: this.href });
  });
});
afterEach(() => vi.restoreAllMocks());

/** The n-th file handed to the browser. */
function blob(index = 0): Blob {
  const found = blobs[index];
  if (!found) throw new Error(`No blob ${index}`);
  return found;
}

async function exportAs(format: string) {
  const user = userEvent.setup();
  const harness = renderFileLayer(fakeDriveClient(), { document: DOCUMENT });
  act(() => harness.editor.goToPage(1));
  act(() => harness.actions().exportAs());
  const dialog = await screen.findByRole('dialog', { name: text(m.exportAs) });
  expect(within(dialog).getByText(text(m.exportPage, { page: 2, pages: 2 }))).toBeInTheDocument();
  await user.click(within(dialog).getByRole('radio', { name: format }));
  await user.click(within(dialog).getByRole('button', { name: text(m.exportAs) }));
  await waitFor(() => expect(clicked).toHaveLength(1));
  return { dialog, harness };
}

describe('Export', () => {
  it('downloads the whole document as DTMS, named by the title rules, and says so', async () => {
    await exportAs(text(m.exportDtms));
    expect(clicked[0]).toEqual({ download: 'Map.dtms', href: 'blob:test/1' });
    expect(blobs[0]?.type).toBe('application/json');
    const back = readCanvasFile('Map.dtms', new Uint8Array(await blob().arrayBuffer()));
    expect(back.pages.map((page) => page.altText)).toEqual(['Empty', 'One dot']);
    expect(equalGrids(back.pages[1]?.grid ?? gridForModel(320), second)).toBe(true);
    expect(showToast).toHaveBeenCalledWith(text(m.downloaded, { name: 'Map.dtms' }), 'success');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('downloads the page shown as DTM, PNG or SVG', async () => {
    await exportAs(text(m.exportSvg));
    expect(clicked[0]?.download).toBe('Map-2.svg');
    const svg = await blob().text();
    expect(svg).toContain('<title id="canvas-title">Map</title>');
    expect(svg).toContain('<desc id="canvas-desc">One dot</desc>');
  });

  it('downloads every page as PEF braille', async () => {
    await exportAs(text(m.exportPef));
    expect(clicked[0]?.download).toBe('Map.pef');
    expect(blobs[0]?.type).toBe('application/x-pef+xml');
    expect((await blob().text()).match(/<page>/g)).toHaveLength(2);
  });
});
