import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CanvasEditor, TEMPLATES, TEMPLATE_IDS } from '../../../../core/canvas/index.ts';
import { equalGrids, getPin, pasteAt, createGrid } from '../../../../core/pins/index.ts';
import { renderCanvas, text } from '../testing/renderCanvas.tsx';
import { templateMessages as t } from '../templates/messages.ts';
import { placementMessages as m } from './messages.ts';
import { PlacementDialogs } from './PlacementDialogs.tsx';
import { ContentProviders, loadTranslatorModule, placeWithTool } from './testing/contentFakes.tsx';

vi.mock('../../../ui/announcer.ts', () => ({ announce: vi.fn() }));
beforeAll(loadTranslatorModule);

async function setup(x: number, y: number) {
  const editor = new CanvasEditor();
  renderCanvas(
    <ContentProviders fakes={{}}>
      <PlacementDialogs editor={editor} />
    </ContentProviders>,
  );
  await placeWithTool(editor, 'template', x, y);
  return editor;
}

describe('the template dialog', () => {
  it('lists every template with what it is and where it goes, focused on the first', async () => {
    await setup(10, 5);
    const list = screen.getByRole('grid', { name: text(m.templates) });
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(TEMPLATE_IDS.length);
    expect(rows[0]).toHaveTextContent(text(t.square));
    expect(rows[0]).toHaveTextContent(text(t.atPoint));
    expect(screen.getByRole('row', { name: new RegExp(text(t.table)) })).toHaveTextContent(text(t.fullPage));
    await waitFor(() => expect(list.contains(document.activeElement)).toBe(true));
  });

  it('places a figure at the point, chosen with the keyboard', async () => {
    const user = userEvent.setup();
    const editor = await setup(10, 5);
    await waitFor(() => expect(screen.getAllByRole('row')[0]).toHaveFocus());
    // Square, circle, triangle, arrow: three cards on (the cards are in rows: arrows across), then Enter.
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{Enter}');
    await waitFor(() => expect(editor.getState().dirty).toBe(true));
    const expected = pasteAt(createGrid(60, 40), TEMPLATES.arrow.draw(320), { x: 10, y: 5 });
    expect(equalGrids(editor.page.grid, expected)).toBe(true);
    expect(editor.getState().undo.done.at(-1)?.label).toBe(t.arrow);
  });

  it('places a full-page template at the top-left corner, whatever the point', async () => {
    const user = userEvent.setup();
    const editor = await setup(30, 20);
    await user.click(screen.getByRole('row', { name: new RegExp(text(t.table)) }));
    await user.click(screen.getByRole('button', { name: text(m.place) }));
    await waitFor(() => expect(editor.getState().dirty).toBe(true));
    expect(equalGrids(editor.page.grid, TEMPLATES.table.draw(320))).toBe(true);
    expect(getPin(editor.page.grid, 0, 0)).toBe(true);
  });

  it('loads the template of the document\'s model', async () => {
    const user = userEvent.setup();
    const editor = new CanvasEditor({ document: { title: '', model: 768, pages: [{ id: 'p', grid: createGrid(96, 64), altText: '', text: { plain: '', cells: new Uint8Array(0) } }] } });
    renderCanvas(
      <ContentProviders fakes={{}}>
        <PlacementDialogs editor={editor} />
      </ContentProviders>,
    );
    await placeWithTool(editor, 'template', 0, 0);
    await user.click(screen.getByRole('row', { name: new RegExp(text(t.clock)) }));
    await user.click(screen.getByRole('button', { name: text(m.place) }));
    await waitFor(() => expect(editor.getState().dirty).toBe(true));
    expect(equalGrids(editor.page.grid, TEMPLATES.clock.draw(768))).toBe(true);
  });

  it('shows each template as a card with a preview of its pins, hidden from screen readers, which read its words', async () => {
    await setup(0, 0);
    const list = screen.getByRole('grid', { name: text(m.templates) });
    // Each template file is a chunk of its own, loaded as the dialog opens.
    await waitFor(() => expect(list.querySelectorAll('canvas[aria-hidden="true"]')).toHaveLength(TEMPLATE_IDS.length));
    expect(screen.getAllByRole('row')[0]).toHaveTextContent(text(t.squareAbout));
  });

  it('starts on the first template, so Place at once places it', async () => {
    const user = userEvent.setup();
    const editor = await setup(0, 0);
    await waitFor(() => expect(screen.getAllByRole('row')[0]).toHaveAttribute('aria-selected', 'true'));
    await user.click(screen.getByRole('button', { name: text(m.place) }));
    await waitFor(() => expect(editor.getState().dirty).toBe(true));
    expect(equalGrids(editor.page.grid, TEMPLATES.square.draw(320))).toBe(true);
  });

  it('closes with the first Escape, the template still chosen until then', async () => {
    const user = userEvent.setup();
    const editor = await setup(0, 0);
    await waitFor(() => expect(screen.getAllByRole('row')[0]).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() => expect(screen.getByRole('grid', { name: text(m.templates) }).contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(editor.getState().dirty).toBe(false);
  });
});
