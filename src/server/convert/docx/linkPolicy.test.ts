import { describe, expect, it } from 'vitest';
import { keptLinkAddress } from './linkPolicy.ts';
import { hasMarkupDeclaration } from './xmlDeclarations.ts';

describe('keptLinkAddress', () => {
  it('keeps http, https and mailto to public places, written as the URL standard writes them', () => {
    expect(keptLinkAddress('https://example.org/a b')).toBe('https://example.org/a%20b');
    expect(keptLinkAddress('  HTTP://Example.ORG  ')).toBe('http://example.org/');
    expect(keptLinkAddress('mailto:teacher@example.org?subject=Hi')).toBe('mailto:teacher@example.org?subject=Hi');
    expect(keptLinkAddress('http://93.184.216.34/')).toBe('http://93.184.216.34/');
    expect(keptLinkAddress('https://[2606:2800:220:1:248:1893:25c8:1946]/')).toBe('https://[2606:2800:220:1:248:1893:25c8:1946]/');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'file:///etc/passwd',
    'ftp://example.org/',
    '#_Toc123',
    'relative/page.html',
    'http://127.0.0.1/',
    'http://0x7f.1/',
    'http://0177.0.0.1/',
    'http://[::ffff:127.0.0.1]/',
    'http://[fe80::1]/',
    'http://192.168.1.1/',
    'http://100.64.0.1/',
    'http://0.0.0.0/',
    'http://localhost:3000/',
    'http://app.localhost/',
    'http://nas.local/',
    'http://db.internal/',
    'http://router.home.arpa/',
    'http://fileserver/',
    'http://user:secret@example.org/',
    '',
  ])('refuses %j', (href) => {
    expect(keptLinkAddress(href)).toBeUndefined();
  });
});

describe('hasMarkupDeclaration', () => {
  it('finds DTD declarations in any spelling Word never writes', () => {
    expect(hasMarkupDeclaration(Buffer.from('<?xml version="1.0"?><!DOCTYPE a><a/>'))).toBe(true);
    expect(hasMarkupDeclaration(Buffer.from('<a/><! ENTITY x "y">'))).toBe(true);
    expect(hasMarkupDeclaration(Buffer.from('<!doctype a><a/>'))).toBe(true);
    expect(hasMarkupDeclaration(Buffer.from('<!DOCTYPE a><a/>', 'utf16le'))).toBe(true);
    expect(hasMarkupDeclaration(Buffer.from('<!DOCTYPE a><a/>', 'utf16le').swap16())).toBe(true);
  });

  it('lets comments, CDATA and escaped text through', () => {
    expect(hasMarkupDeclaration(Buffer.from('<?xml version="1.0"?><!-- made by hand --><a><![CDATA[x]]>&lt;!DOCTYPE html&gt;</a>'))).toBe(false);
  });
});
