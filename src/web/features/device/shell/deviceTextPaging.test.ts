import { describe, expect, it, vi } from 'vitest';
import { brailleToPin } from '../../../../core/braille/index.ts';
import { virtualController } from './testing/virtualController.ts';
import type { DeviceContent } from './types.ts';

// The text line paged with the panning keys, and the reading layer, on the
// real controller, session and virtual display, on a manual clock.

function setUp() {
  const { controller, said, until, connect, clock } = virtualController();
  /**
   * Waits until nothing is on its way to the display and its pins have
   * settled: 15 s of the manual clock covers a send behind the D2 320's
   * refresh rounds (1.5 s, then 3 rounds of the text line's 1 s) and the pins' move.
   */
  const settle = async () => {
    await until(() => !controller.getState().sending);
    // In steps, so a send that starts a moment later (the connection code's promise) has its time too.
    for (let step = 0; step < 300; step++) await clock.advance(50);
  };
  /** Print as the user asks for it, the clock running until the display has the page. */
  const print = async () => {
    const printing = controller.print();
    await settle();
    await printing;
  };
  const textLine = () => Array.from(controller.getDisplay()?.text ?? []);
  const graphic = () => Array.from(controller.getDisplay()?.graphic ?? []);
  const lastSaid = () => said.at(-1);
  return { controller, said, connect, settle, print, textLine, graphic, lastSaid };
}

/** Ten 9-cell words, word n made of cell n (Unicode braille order): two words a text page, so five pages of 20 cells. */
const LONG_TEXT = Uint8Array.from(Array.from({ length: 10 }, (_, word) => [...new Array<number>(9).fill(word + 1), 0]).flat().slice(0, -1));
/** The 320's text line (pin order) showing words `first` and `first + 1`. */
const textPageOfWords = (first: number) => [...new Array<number>(9).fill(brailleToPin(first)), 0, ...new Array<number>(9).fill(brailleToPin(first + 1)), 0];
const page = (text: Uint8Array | undefined = LONG_TEXT, fill = 0): DeviceContent => ({ graphic: new Uint8Array(300).fill(fill), ...(text ? { text } : {}) });
const pagerAt = (pageNumber: number, pages: number) => ({ previous: vi.fn(), next: vi.fn(), position: { page: pageNumber, pages } });

describe('the text line, paged', () => {
  it('moves through the text pages with the panning keys, sending the text line and saying where it is', async () => {
    const { controller, connect, settle, textLine, lastSaid } = setUp();
    await connect();
    controller.setPreferences({ printMode: 'automatic' });
    controller.show(page());
    await settle();
    expect(controller.getState().text).toEqual({ page: 1, pages: 5 });
    expect(textLine()).toEqual(textPageOfWords(1));

    controller.nextPage();

    expect(controller.getState().text).toEqual({ page: 2, pages: 5 });
    expect(lastSaid()).toEqual({ id: '텍스트 {pages} 쪽 중 {page} 쪽', values: { page: 2, pages: 5 }, politeness: 'polite' });
    await settle();
    expect(textLine()).toEqual(textPageOfWords(3));

    controller.previousPage();
    await settle();
    expect(textLine()).toEqual(textPageOfWords(1));
    // At the start, with no pager: the position is said again, nothing moves.
    controller.previousPage();
    expect(controller.getState().text).toEqual({ page: 1, pages: 5 });
    expect(lastSaid()?.values).toEqual({ page: 1, pages: 5 });
  });

  it("goes on to the screen's pager only at either end of the text, and says the page too", async () => {
    const { controller, connect, settle, print, lastSaid } = setUp();
    await connect();
    controller.show(page());
    await print();
    await settle();
    const pager = pagerAt(2, 3);
    controller.setPager(pager);
    for (let move = 0; move < 4; move++) controller.nextPage();
    expect(controller.getState().text).toEqual({ page: 5, pages: 5 });
    expect(lastSaid()).toEqual({
      id: '텍스트 {texts} 쪽 중 {text} 쪽, {pages} 쪽 중 {page} 쪽',
      values: { text: 5, texts: 5, page: 2, pages: 3 },
      politeness: 'polite',
    });
    expect(pager.next).not.toHaveBeenCalled();
    controller.nextPage();
    expect(pager.next).toHaveBeenCalledTimes(1);

    for (let move = 0; move < 4; move++) controller.previousPage();
    expect(controller.getState().text?.page).toBe(1);
    expect(pager.previous).not.toHaveBeenCalled();
    controller.previousPage();
    expect(pager.previous).toHaveBeenCalledTimes(1);
  });

  it('in manual mode moves the position of an unsent page without sending it; Print shows the page reached', async () => {
    const { controller, connect, settle, print, textLine } = setUp();
    await connect();
    controller.show(page());
    controller.nextPage();
    controller.nextPage();
    await settle();
    expect(controller.getState()).toMatchObject({ text: { page: 3, pages: 5 }, unsent: true });
    expect(textLine().every((cell) => cell === 0)).toBe(true);
    await print();
    await settle();
    expect(textLine()).toEqual(textPageOfWords(5));
    // Once the display has the page, the keys send the text line at once, manual mode or not.
    controller.nextPage();
    await settle();
    expect(textLine()).toEqual(textPageOfWords(7));
    expect(controller.getState().unsent).toBe(false);
  });

  it('starts a new text at its first page, keeps the place when only the graphic changes, and after a page turn', async () => {
    const { controller, connect } = setUp();
    await connect();
    controller.show(page());
    controller.nextPage();
    controller.show(page(LONG_TEXT.slice(), 0xff));
    expect(controller.getState().text?.page).toBe(2);
    controller.show(page(Uint8Array.from([1, 2, 3])));
    expect(controller.getState().text).toEqual({ page: 1, pages: 1 });

    controller.show(page());
    const pager = pagerAt(1, 2);
    controller.setPager(pager);
    for (let move = 0; move < 5; move++) controller.nextPage();
    expect(pager.next).toHaveBeenCalledTimes(1);
    // The next page has the same text: it still opens at its first text page.
    controller.show(page(LONG_TEXT.slice(), 0x11));
    expect(controller.getState().text?.page).toBe(1);
  });

  it('includes the text position in "say device status"', async () => {
    const { controller, connect, lastSaid } = setUp();
    await connect();
    controller.show(page());
    controller.nextPage();
    controller.announceStatus();
    expect(lastSaid()).toMatchObject({ id: '텍스트 {pages} 쪽 중 {page} 쪽', values: { page: 2, pages: 5 } });
  });

  it('changes nothing on the 768, which has no text line: the keys turn the pages', async () => {
    const { controller, connect } = setUp();
    await connect('virtual768');
    controller.show({ graphic: new Uint8Array(16 * 48), text: LONG_TEXT });
    const pager = pagerAt(1, 2);
    controller.setPager(pager);
    expect(controller.getState().text).toBeUndefined();
    controller.nextPage();
    expect(pager.next).toHaveBeenCalledTimes(1);
  });

  it('has no text position without a display', () => {
    const { controller } = setUp();
    controller.show(page());
    expect(controller.getState().text).toBeUndefined();
  });
});

describe('the reading layer', () => {
  const screens = [1, 2, 3].map((n) => new Uint8Array(300).fill(n));

  it("shows the screens at once, pages through them, and gives the screen's page back when it stops", async () => {
    const { controller, connect, settle, print, graphic, textLine, lastSaid } = setUp();
    await connect();
    const own = page();
    controller.show(own);
    await print();
    await settle();
    const pager = pagerAt(1, 4);
    controller.setPager(pager);

    controller.readOnDisplay(screens);
    expect(controller.getState().reading).toEqual({ screen: 1, screens: 3 });
    expect(controller.getState().text).toBeUndefined();
    expect(lastSaid()).toEqual({ id: '읽기, {screens} 화면 중 {screen} 화면', values: { screen: 1, screens: 3 }, politeness: 'polite' });
    await settle();
    expect(graphic().every((cell) => cell === 1)).toBe(true);
    // Reading has no text line.
    expect(textLine().every((cell) => cell === 0)).toBe(true);

    controller.nextPage();
    controller.nextPage();
    controller.nextPage();
    expect(controller.getState().reading).toEqual({ screen: 3, screens: 3 });
    expect(pager.next).not.toHaveBeenCalled();
    await settle();
    expect(graphic().every((cell) => cell === 3)).toBe(true);
    controller.announceStatus();
    expect(lastSaid()?.values).toEqual({ screen: 3, screens: 3 });

    // A page shown meanwhile is kept aside, not sent.
    const newer = page(LONG_TEXT, 0x44);
    controller.show(newer);
    await settle();
    expect(graphic().every((cell) => cell === 3)).toBe(true);

    controller.stopReading();
    expect(controller.getState()).toMatchObject({ reading: undefined, text: { page: 1, pages: 5 } });
    expect(lastSaid()?.id).toBe('기기에서 읽기를 멈췄습니다.');
    await settle();
    expect(graphic().every((cell) => cell === 0x44)).toBe(true);
    expect(textLine()).toEqual(textPageOfWords(1));
    controller.nextPage();
    expect(controller.getState().text?.page).toBe(2);
  });

  it('in manual mode leaves a page that was waiting for Print waiting after the reading', async () => {
    const { controller, connect, settle, print, graphic } = setUp();
    await connect();
    controller.show(page(undefined, 0x22));
    controller.readOnDisplay(screens);
    await settle();
    expect(graphic().every((cell) => cell === 1)).toBe(true);
    controller.stopReading();
    await settle();
    expect(graphic().every((cell) => cell === 1)).toBe(true);
    expect(controller.getState().unsent).toBe(true);
    await print();
    await settle();
    expect(graphic().every((cell) => cell === 0x22)).toBe(true);
  });

  it("takes the chords' first / last page and say the position to the reading's screens, and the text line's place", async () => {
    const { controller, connect, lastSaid } = setUp();
    await connect();
    controller.show(page());
    const pager = { ...pagerAt(1, 3), first: vi.fn(), last: vi.fn() };
    controller.setPager(pager);
    controller.nextPage();
    controller.announcePosition();
    expect(lastSaid()?.values).toEqual({ text: 2, texts: 5, page: 1, pages: 3 });

    controller.readOnDisplay(screens);
    controller.lastPage();
    expect(controller.getState().reading).toEqual({ screen: 3, screens: 3 });
    controller.firstPage();
    expect(controller.getState().reading).toEqual({ screen: 1, screens: 3 });
    controller.announcePosition();
    expect(lastSaid()).toMatchObject({ id: '읽기, {screens} 화면 중 {screen} 화면', values: { screen: 1, screens: 3 } });
    expect(pager.first).not.toHaveBeenCalled();
    expect(pager.last).not.toHaveBeenCalled();

    controller.stopReading();
    controller.lastPage();
    expect(pager.last).toHaveBeenCalledTimes(1);
    // The page the pager reaches opens at its first text page, even with the same text.
    controller.show(page(LONG_TEXT.slice(), 0x10));
    expect(controller.getState().text?.page).toBe(1);
  });

  it('does nothing for no screens, and stopping without a reading says nothing', () => {
    const { controller, said } = setUp();
    controller.readOnDisplay([]);
    controller.stopReading();
    expect(controller.getState().reading).toBeUndefined();
    expect(said).toEqual([]);
  });
});
