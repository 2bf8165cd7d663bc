import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CanvasEditor, toolMessages } from '../../../../core/canvas/index.ts';
import { imageToTactile } from '../../../../core/image/index.ts';
import { countRaised, createGrid, equalGrids, pasteAt } from '../../../../core/pins/index.ts';
import { showToast } from '../../../ui/toasts.ts';
import { optionMessages } from '../options/messages.ts';
import { placementMessages } from '../placement/messages.ts';
import { PlacementDialogs } from '../placement/PlacementDialogs.tsx';
import { ContentProviders, inPageImageConverter, loadTranslatorModule, placeWithTool, squarePicture } from '../placement/testing/contentFakes.tsx';
import { renderCanvas, text } from '../testing/renderCanvas.tsx';
import { forgetImageSources } from './imageSources.ts';
import { imageMessages as m } from './messages.ts';
import { conversionOptions, DEFAULT_IMAGE_SETTINGS } from './protocol.ts';

vi.mock('../../../ui/announcer.ts', () => ({ announce: vi.fn() }));
vi.mock('../../../ui/toasts.ts', () => ({ showToast: vi.fn() }));

beforeAll(loadTranslatorModule);
beforeEach(() => {
  // jsdom draws nothing; the preview's words are what these tests read.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(showToast).mockClear();
  forgetImageSources();
});

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const png = (name = 'harbour.png') => new File([new Uint8Array(PNG)], name, { type: 'image/png' });

/** The preview's words: how many pins, where, what shapes (its status line). */
const summary = () => within(screen.getByRole('region', { name: text(m.preview) })).getByRole('status');

/** Waits for the preview of the current settings. */
const converted = () => waitFor(() => expect(summary().textContent).not.toMatch(new RegExp(`^$|${text(m.converting)}`)));

async function setup(at = { x: 0, y: 0 }) {
  const editor = new CanvasEditor();
  const converter = inPageImageConverter();
  renderCanvas(
    <ContentProviders fakes={{ converter }}>
      <PlacementDialogs editor={editor} />
    </ContentProviders>,
  );
  await placeWithTool(editor, 'image', at.x, at.y);
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return { editor, converter, input };
}

describe('the image dialog', () => {
  it('converts a PNG, shows the pins in words, and places the picture over the page with its details', async () => {
    const user = userEvent.setup();
    const { editor, input } = await setup();
    expect(screen.getByRole('dialog', { name: text(m.title) })).toBeInTheDocument();
    expect(screen.getByText(text(m.formats, { formats: 'JPG, PNG, JPEG' }))).toBeInTheDocument();
    await user.upload(input, png());
    await converted();
    // The black square fitted to the page: a filled shape, said in words.
    expect(summary().textContent).toMatch(/\d/);
    expect(screen.getByRole('textbox', { name: text(m.name) })).toHaveValue('harbour');
    await user.type(screen.getByRole('textbox', { name: text(m.description) }), 'A black square.');
    await user.click(screen.getByRole('button', { name: text(placementMessages.place) }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const expected = imageToTactile(squarePicture(), conversionOptions(DEFAULT_IMAGE_SETTINGS, { width: 60, height: 40 }));
    expect(equalGrids(editor.page.grid, expected)).toBe(true);
    expect(editor.page.image).toMatchObject({ name: 'harbour', description: 'A black square.', sharpness: 0, opacity: 50, locked: false });
    expect(editor.getState().undo.done.at(-1)?.label).toBe(toolMessages.image);
  });

  it('places the picture where the tool was used, fitted into the room from there to the corner', async () => {
    const user = userEvent.setup();
    const { editor, input } = await setup({ x: 30, y: 20 });
    expect(screen.getByText(text(placementMessages.placingAt, { column: 31, row: 21 }))).toBeInTheDocument();
    await user.upload(input, png());
    await converted();
    await user.click(screen.getByRole('button', { name: text(placementMessages.place) }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const fitted = imageToTactile(squarePicture(), conversionOptions(DEFAULT_IMAGE_SETTINGS, { width: 30, height: 20 }));
    const expected = pasteAt(createGrid(60, 40), fitted, { x: 30, y: 20 });
    expect(countRaised(fitted)).toBeGreaterThan(0);
    expect(equalGrids(editor.page.grid, expected)).toBe(true);
    expect(equalGrids(editor.page.image?.pins ?? createGrid(1, 1), expected)).toBe(true);
  });

  it('converts again as a setting changes', async () => {
    const user = userEvent.setup();
    const { editor, input, converter } = await setup();
    await user.upload(input, png());
    await converted();
    const before = summary().textContent;
    await user.click(screen.getByRole('switch', { name: text(m.invert) }));
    await waitFor(() => expect(summary().textContent).not.toBe(before));
    await converted();
    const opacity = screen.getByRole('slider', { name: text(optionMessages.opacity) });
    act(() => opacity.focus());
    await user.keyboard('{ArrowRight}');
    await user.click(screen.getByRole('button', { name: text(placementMessages.place) }));
    await waitFor(() => expect(editor.getState().dirty).toBe(true));
    expect(editor.page.image).toMatchObject({ opacity: 60 });
    expect(editor.getState().options.opacity).toBe(60);
    // Decoded once, converted for each setting.
    expect(converter.decode).toHaveBeenCalledTimes(1);
    const inverted = imageToTactile(squarePicture(), conversionOptions({ ...DEFAULT_IMAGE_SETTINGS, opacity: 60, invert: true }, { width: 60, height: 40 }));
    expect(equalGrids(editor.page.grid, inverted)).toBe(true);
  });

  it('refuses a file that is not a JPG or PNG, whatever its name', async () => {
    const user = userEvent.setup();
    const { editor, input } = await setup();
    await user.upload(input, new File(['<html></html>'], 'page.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text(m.unsupported, { formats: 'JPG, PNG, JPEG' }));
    await user.click(screen.getByRole('button', { name: text(placementMessages.place) }));
    expect(screen.getByRole('alert')).toHaveTextContent(text(placementMessages.noFileChosen));
    expect(editor.getState().dirty).toBe(false);
  });

  it('says when the picture cannot be decoded', async () => {
    const user = userEvent.setup();
    const editor = new CanvasEditor();
    const converter = inPageImageConverter(async () => {
      throw new Error('broken');
    });
    renderCanvas(
      <ContentProviders fakes={{ converter }}>
        <PlacementDialogs editor={editor} />
      </ContentProviders>,
    );
    await placeWithTool(editor, 'image', 0, 0);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, png());
    expect(await screen.findByRole('alert')).toHaveTextContent(text(m.decodeFailed));
  });
});

describe('the sharpness tool', () => {
  it('converts the page\'s picture again at the new sharpness, keeping the drawing around it', async () => {
    const user = userEvent.setup();
    const { editor, input } = await setup();
    await user.upload(input, png());
    await converted();
    await user.click(screen.getByRole('button', { name: text(placementMessages.place) }));
    await waitFor(() => expect(editor.page.image).toBeDefined());
    act(() => {
      editor.selectTool('pointer');
      editor.moveCursor({ x: 0, y: 39 });
      editor.togglePinAtCursor();
    });
    act(() => editor.setSharpness(100));
    await waitFor(() => expect(editor.page.image?.sharpness).toBe(100));
    const sharper = imageToTactile(squarePicture(), conversionOptions({ ...DEFAULT_IMAGE_SETTINGS, sharpness: 100 }, { width: 60, height: 40 }));
    expect(equalGrids(editor.page.image?.pins ?? sharper, sharper)).toBe(true);
    expect(countRaised(editor.page.grid)).toBe(countRaised(sharper) + 1);
  });

  it('asks for the picture again when it is not kept (a reopened file)', async () => {
    const editor = new CanvasEditor();
    renderCanvas(
      <ContentProviders fakes={{}}>
        <PlacementDialogs editor={editor} />
      </ContentProviders>,
    );
    act(() => editor.place(squarePictureGrid(), { x: 0, y: 0 }, toolMessages.image, { name: 'old', description: '', sharpness: 0, opacity: 50 }));
    act(() => editor.setSharpness(30));
    expect(showToast).toHaveBeenCalledWith(text(m.sharpnessNeedsPicture), 'error');
    expect(editor.page.image?.sharpness).toBe(0);
  });
});

function squarePictureGrid() {
  return imageToTactile(squarePicture(), { width: 60, height: 40 });
}
