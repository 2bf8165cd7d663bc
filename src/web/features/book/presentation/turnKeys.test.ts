import { describe, expect, it } from 'vitest';
import { turnForKey, turnTarget } from './turnKeys.ts';

const key = (name: string, modifiers: Partial<Record<'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey', boolean>> = {}) => ({
  key: name,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...modifiers,
});

describe('presentation keys', () => {
  it('turn forward with Page Down, Right, Down and Space, back with Page Up, Left and Up', () => {
    expect(['PageDown', 'ArrowRight', 'ArrowDown', ' '].map((name) => turnForKey(key(name)))).toEqual(['next', 'next', 'next', 'next']);
    expect(['PageUp', 'ArrowLeft', 'ArrowUp'].map((name) => turnForKey(key(name)))).toEqual(['previous', 'previous', 'previous']);
    expect(turnForKey(key('Home'))).toBe('first');
    expect(turnForKey(key('End'))).toBe('last');
  });

  it('leave other keys and modified keys alone', () => {
    expect(turnForKey(key('a'))).toBeUndefined();
    expect(turnForKey(key('Enter'))).toBeUndefined();
    expect(turnForKey(key('ArrowLeft', { altKey: true }))).toBeUndefined();
    expect(turnForKey(key('Home', { ctrlKey: true }))).toBeUndefined();
    expect(turnForKey(key(' ', { shiftKey: true }))).toBeUndefined();
  });

  it('stay inside the document', () => {
    expect(turnTarget('next', 0, 3)).toBe(1);
    expect(turnTarget('next', 2, 3)).toBe(2);
    expect(turnTarget('previous', 0, 3)).toBe(0);
    expect(turnTarget('previous', 2, 3)).toBe(1);
    expect(turnTarget('first', 2, 3)).toBe(0);
    expect(turnTarget('last', 0, 3)).toBe(2);
    expect(turnTarget('last', 0, 1)).toBe(0);
  });
});
