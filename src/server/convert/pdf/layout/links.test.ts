import { describe, expect, it } from 'vitest';
import { allowedHref } from './links.ts';

describe('allowedHref', () => {
  it('keeps http, https and mailto', () => {
    expect(allowedHref('https://example.org/plants')).toBe('https://example.org/plants');
    expect(allowedHref('  http://example.org ')).toBe('http://example.org/');
    expect(allowedHref('mailto:teacher@example.org')).toBe('mailto:teacher@example.org');
  });

  it('drops every other scheme, however it is spelled', () => {
    for (const href of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'java\tscript:alert(1)', ' \u0001javascript:alert(1)', 'file:///etc/passwd', 'data:text/html,x', 'vbscript:x', 'launch.html#3', '#page=2', '', 'http://']) {
      expect(allowedHref(href), href).toBeUndefined();
    }
  });
});
