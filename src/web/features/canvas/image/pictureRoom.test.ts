import { describe, expect, it } from 'vitest';
import { pictureRoom } from './pictureRoom.ts';

const PAGE = { width: 60, height: 40 };

describe('pictureRoom', () => {
  it('puts the picture at the point, in the room from there to the bottom-right corner', () => {
    expect(pictureRoom(PAGE, { x: 30, y: 20 })).toEqual({ at: { x: 30, y: 20 }, size: { width: 30, height: 20 } });
    expect(pictureRoom(PAGE, { x: 2, y: 24 })).toEqual({ at: { x: 2, y: 24 }, size: { width: 58, height: 16 } });
  });

  it('fills the page from the top-left corner', () => {
    expect(pictureRoom(PAGE, { x: 0, y: 0 })).toEqual({ at: { x: 0, y: 0 }, size: PAGE });
  });

  it('keeps a point off the page on its edge, with at least one pin of room', () => {
    expect(pictureRoom(PAGE, { x: 75, y: -3 })).toEqual({ at: { x: 59, y: 0 }, size: { width: 1, height: 40 } });
  });
});
