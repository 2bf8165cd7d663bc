import { describe, expect, it } from 'vitest';
import { assertPdfSignature } from './fileSignature.ts';

const check = (text: string | Buffer) => {
  const bytes = typeof text === 'string' ? Buffer.from(text, 'latin1') : text;
  return () => assertPdfSignature(bytes, bytes.length);
};

describe('assertPdfSignature', () => {
  it('accepts a PDF header, after a byte-order mark or blank lines too', () => {
    expect(check('%PDF-1.7\n')).not.toThrow();
    expect(check('\ufeff%PDF-1.4')).toThrow(); // a BOM as latin1 text is not the UTF-8 bytes
    expect(check(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('%PDF-1.4')]))).not.toThrow();
    expect(check('\r\n  %PDF-2.0')).not.toThrow();
  });

  it('refuses empty and blank files as empty, and anything else as the wrong format', () => {
    expect(check('')).toThrow(expect.objectContaining({ code: 'EMPTY_FILE' }));
    expect(check('  \n')).toThrow(expect.objectContaining({ code: 'EMPTY_FILE' }));
    expect(check('PK\u0003\u0004 a zip')).toThrow(expect.objectContaining({ code: 'WRONG_FORMAT', message: expect.stringContaining('ZIP') }));
    expect(check('junk then %PDF-1.7')).toThrow(expect.objectContaining({ code: 'WRONG_FORMAT' }));
  });
});
