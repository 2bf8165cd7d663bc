import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CanvasEditor } from '../../../../core/canvas/index.ts';
import { countRaised } from '../../../../core/pins/index.ts';
import { showToast } from '../../../ui/toasts.ts';
import { placementMessages } from '../placement/messages.ts';
import { ContentProviders, inPageImageConverter } from '../placement/testing/contentFakes.tsx';
import { renderCanvas, text } from '../testing/renderCanvas.tsx';
import { ArrivingPicture } from './ArrivingPicture.tsx';
import { forgetImageSources } from './imageSources.ts';
import { imageMessages as m } from './messages.ts';

vi.mock('../../../ui/announcer.ts', () => ({ announce: vi.fn() }));
vi.mock('../../../ui/toasts.ts', () => ({ showToast: vi.fn() }));

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(showToast).mockClear();
  forgetImageSources();
});

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const pngData = `data:image/png;base64,${btoa(String.fromCharCode(...PNG))}`;

function arrive(picture: string) {
  const editor = new CanvasEditor();
  const converter = inPageImageConverter();
  renderCanvas(
    <ContentProviders fakes={{ converter }}>
      <ArrivingPicture editor={editor} />
    </ContentProviders>,
    { path: `/canvas?${new URLSearchParams({ picture }).toString()}` },
  );
  return { editor, converter };
}

describe('the Canvas opened by "Make tactile version"', () => {
  it('opens the image dialog with the Book\'s picture chosen, converted for the whole page, and places it', async () => {
    const user = userEvent.setup();
    const { editor, converter } = arrive(pngData);
    const dialog = await screen.findByRole('dialog', { name: text(m.title) });
    await waitFor(() => expect(converter.decode).toHaveBeenCalledTimes(1));
    const preview = within(screen.getByRole('region', { name: text(m.preview) })).getByRole('status');
    await waitFor(() => expect(preview.textContent).toMatch(/\d/));
    await user.click(within(dialog).getByRole('button', { name: text(placementMessages.place) }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(countRaised(editor.page.grid)).toBeGreaterThan(0);
  });

  it('says so, and opens nothing, for a picture that is not one this site holds or not an image', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    arrive('https://example.org/fern.png');
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(text(m.pictureUnavailable), 'error'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    vi.mocked(showToast).mockClear();
    arrive(`data:image/png;base64,${btoa('not a picture')}`);
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(text(m.pictureUnavailable), 'error'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledTimes(2);
  });
});
