import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './returnTo.ts';

describe('the page to return to after signing in', () => {
  it('keeps a path inside the app, with its query and fragment', () => {
    for (const path of ['/cloud', '/cloud?folder=3', '/easy/search?q=%ED%95%9C', '/canvas#page-2', '/test/menu-reload', '/cloud/library?sort=name&page=2']) {
      expect(safeReturnTo(path), path).toBe(path);
    }
  });

  it('lands in Easy for nothing, or for anything that could leave the app or loop back to sign-in', () => {
    const hostile = [
      undefined,
      null,
      '',
      'cloud',
      'https://evil.example/',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http:evil.example',
      'https:/evil.example',
      '///evil.example',
      '/\\/evil.example',
      '/%5c%5cevil.example',
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '\t//evil.example',
      ' /cloud',
      '/\u0000/evil.example',
      '/%2F/evil.example',
      '/%2f%2fevil.example',
      '/%5C/evil.example',
      '/%09/evil.example',
      '/%0a/evil.example',
      '/%E0%A4%A',
      '/login',
      '/login?redirect=/x',
      '/login/',
      '/login-callback#code=x',
      '/./login?redirect=/x',
      '/cloud/../login',
    ];
    for (const path of hostile) expect(safeReturnTo(path), JSON.stringify(path)).toBe('/easy');
  });
});
