import { describe, expect, it } from 'vitest';
import { pageTitle } from './pageTitle.ts';

describe('pageTitle', () => {
  it('puts the route meta title first so each tab is told apart', () => {
    expect(pageTitle('Tactile Studio', '/', 'Home')).toBe('Home | Tactile Studio');
  });

  it('builds the title from the path parts when the route has no meta title', () => {
    expect(pageTitle('Tactile Studio', '/test/braille')).toBe('Tactile Studio | test | braille');
    expect(pageTitle('Tactile Studio', '/test/')).toBe('Tactile Studio | test');
    expect(pageTitle('Tactile Studio', '/')).toBe('Tactile Studio');
  });

  it('decodes escaped path parts and survives malformed ones', () => {
    expect(pageTitle('P', '/a%20b')).toBe('P | a b');
    expect(pageTitle('P', '/%E0%A4%A')).toBe('P | %E0%A4%A');
  });
});
