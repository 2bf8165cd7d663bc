import { describe, expect, it } from 'vitest';
import { easyOpenHref, openHref } from './openHrefs.ts';

describe('where a file opens', () => {
  it('sends a Book document to the reader and a tactile file to the Canvas', () => {
    expect(openHref({ dtmNo: '7', fileExtension: 'html' })).toBe('/read?dtmNo=7');
    expect(openHref({ dtmNo: '8', fileExtension: 'dtms' })).toBe('/canvas?dtmNo=8');
  });

  it('in Easy mode, sends a Book document to the reader and a tactile file to the Easy tactile reader', () => {
    expect(easyOpenHref({ dtmNo: '7', fileExtension: 'HTML' })).toBe('/read?dtmNo=7');
    expect(easyOpenHref({ dtmNo: '8', fileExtension: 'dtm' })).toBe('/easy/tactile?dtmNo=8');
  });
});
