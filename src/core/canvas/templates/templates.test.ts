import { describe, expect, it } from 'vitest';
import { parseDtms, serialiseDtms } from '../../dtms/index.ts';
import { DEVICE_MODELS, countRaised, equalGrids, getPin, selectionBounds, type DeviceModel, type PinGrid } from '../../pins/index.ts';
import { TEMPLATES, TEMPLATE_IDS, TEMPLATE_MODELS, figureSide, numberLineTicks, templateDocument, templateFileName } from './index.ts';

const both = TEMPLATE_MODELS.map((model) => [model] as const);
const every = TEMPLATE_IDS.flatMap((id) => TEMPLATE_MODELS.map((model) => [id, model] as const));

/** Raised pins along row `y` (or column `x`), as text, for line checks. */
const row = (grid: PinGrid, y: number) => Array.from({ length: grid.width }, (_, x) => (getPin(grid, x, y) ? '#' : '.')).join('');
const column = (grid: PinGrid, x: number) => Array.from({ length: grid.height }, (_, y) => (getPin(grid, x, y) ? '#' : '.')).join('');

describe('the Canvas templates', () => {
  it('are at least ten, each for both models', () => {
    expect(TEMPLATE_IDS.length).toBeGreaterThanOrEqual(10);
    expect(TEMPLATE_MODELS).toEqual([320, 768]);
    for (const id of TEMPLATE_IDS) expect(TEMPLATES[id].id).toBe(id);
  });

  it.each(every)('%s (%i) is a page of the model with pins on it, drawn the same every time', (id, model) => {
    const grid = TEMPLATES[id].draw(model);
    expect({ width: grid.width, height: grid.height }).toEqual({ width: DEVICE_MODELS[model].width, height: DEVICE_MODELS[model].height });
    expect(countRaised(grid)).toBeGreaterThan(10);
    expect(equalGrids(grid, TEMPLATES[id].draw(model))).toBe(true);
  });

  it.each(every)('%s (%i) is a figure from the top-left corner, or is centred on the page', (id, model) => {
    const grid = TEMPLATES[id].draw(model);
    const bounds = selectionBounds(grid);
    if (bounds === null) throw new Error('empty template');
    const box = { left: bounds.x, top: bounds.y, right: bounds.x + bounds.width - 1, bottom: bounds.y + bounds.height - 1 };
    if (!TEMPLATES[id].fullPage) {
      expect([box.left, box.top]).toEqual([0, 0]);
      expect(box.right).toBeLessThan(figureSide(model) + 1);
      expect(box.bottom).toBeLessThan(DEVICE_MODELS[model].height / 2 + 8);
      return;
    }
    // Centred: the margins on opposite sides differ by at most a pin or two (odd sizes, arrowheads).
    const right = grid.width - 1 - box.right;
    const bottom = grid.height - 1 - box.bottom;
    expect(Math.abs(box.left - right)).toBeLessThanOrEqual(2);
    expect(Math.abs(box.top - bottom)).toBeLessThanOrEqual(2);
  });

  it.each(both)('a square is %i pins of outline a side', (model) => {
    const side = figureSide(model);
    expect(countRaised(TEMPLATES.square.draw(model))).toBe(4 * (side - 1));
  });

  it.each(both)('the number line (%i) has 11 evenly spaced ticks, 0, 5 and 10 longer', (model) => {
    const grid = TEMPLATES['number-line'].draw(model);
    const ticks = numberLineTicks(model);
    expect(ticks).toHaveLength(11);
    const spacing = (ticks[1] ?? 0) - (ticks[0] ?? 0);
    expect(spacing).toBeGreaterThanOrEqual(4);
    ticks.forEach((x, k) => expect(x - (ticks[0] ?? 0)).toBe(k * spacing));
    const middle = Math.floor(grid.height / 2);
    // Two rows above the line: every tick; four rows above: only 0, 5 and 10.
    expect([...row(grid, middle - 2)].flatMap((pin, x) => (pin === '#' ? [x] : []))).toEqual(ticks);
    expect([...row(grid, middle - 4)].flatMap((pin, x) => (pin === '#' ? [x] : []))).toEqual([ticks[0], ticks[5], ticks[10]]);
  });

  it.each(both)('the table (%i) has four full lines each way', (model) => {
    const grid = TEMPLATES.table.draw(model);
    const fullRows = Array.from({ length: grid.height }, (_, y) => row(grid, y)).filter((text) => !text.includes('.'));
    const fullColumns = Array.from({ length: grid.width }, (_, x) => column(grid, x)).filter((text) => !text.includes('.'));
    expect(fullRows).toHaveLength(4);
    expect(fullColumns).toHaveLength(4);
  });

  it.each(both)('graph paper (%i) is finer than the cell grid', (model) => {
    const lines = (grid: PinGrid) => Array.from({ length: grid.height }, (_, y) => row(grid, y)).filter((text) => text.replaceAll('.', '').length > grid.width / 2).length;
    expect(lines(TEMPLATES['graph-paper'].draw(model))).toBeGreaterThan(2 * lines(TEMPLATES.grid.draw(model)) - 1);
  });

  it('draws the axes through the middle of the page', () => {
    const grid = TEMPLATES.axes.draw(320 as DeviceModel);
    expect(row(grid, 20)).toBe('#'.repeat(60));
    expect(column(grid, 30)).toBe('#'.repeat(40));
  });

  it('names each shipped file by template and model', () => {
    expect(templateFileName('number-line', 768)).toBe('number-line-768.dtms');
  });

  it.each(every)('%s (%i) ships as a one-page DTMS that reads back as the same pins', (id, model) => {
    const read = parseDtms(serialiseDtms(templateDocument(id, model)));
    expect(read.model).toBe(model);
    expect(read.items).toHaveLength(1);
    const grid = read.items[0]?.graphic.grid;
    expect(grid && equalGrids(grid, TEMPLATES[id].draw(model))).toBe(true);
  });
});
