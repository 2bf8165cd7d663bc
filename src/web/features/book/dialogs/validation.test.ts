import { describe, expect, it } from 'vitest';
import { dialogMessages as m } from './messages.ts';
import { checkAltText, checkColor, checkCount, checkFindText, checkImageUrl, checkLength, checkLinkUrl, checkMediaUrl, checkStartIndex } from './validation.ts';

const error = (result: { ok: boolean; error?: unknown }) => (result.ok ? undefined : result.error);

describe('the link address', () => {
  it('takes http, https, mailto and #places; a bare domain becomes https', () => {
    expect(checkLinkUrl(' https://example.org/a?b ')).toEqual({ ok: true, value: 'https://example.org/a?b' });
    expect(checkLinkUrl('mailto:a@b.org')).toEqual({ ok: true, value: 'mailto:a@b.org' });
    expect(checkLinkUrl('#chapter-2')).toEqual({ ok: true, value: '#chapter-2' });
    expect(checkLinkUrl('example.org/page')).toEqual({ ok: true, value: 'https://example.org/page' });
  });

  it('says an empty address must not be empty (spec §5), and refuses other schemes', () => {
    expect(error(checkLinkUrl('  '))).toBe(m.linkUrlEmpty);
    for (const bad of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,x', 'file:///etc/passwd', '#', 'http://', 'two words', 'mailto:']) {
      expect(error(checkLinkUrl(bad)), bad).toBe(m.linkUrlUnsupported);
    }
  });
});

describe('the numbered list start (spec §5 messages)', () => {
  it('takes a plain whole number from 1', () => {
    expect(checkStartIndex('3')).toEqual({ ok: true, value: 3 });
    expect(checkStartIndex(' 12 ')).toEqual({ ok: true, value: 12 });
  });

  it('answers each wrong value with its own message', () => {
    expect(error(checkStartIndex(''))).toBe(m.valueEmpty);
    expect(error(checkStartIndex('abc'))).toBe(m.plainNumber);
    expect(error(checkStartIndex('1e3'))).toBe(m.plainNumber);
    expect(error(checkStartIndex('2.5'))).toBe(m.plainNumber);
    expect(error(checkStartIndex('0'))).toBe(m.startAboveZero);
    expect(error(checkStartIndex('-4'))).toBe(m.startAboveZero);
    expect(error(checkStartIndex('10000000'))).toBe(m.startInvalid);
  });
});

describe('the other fields', () => {
  it('requires text to find', () => {
    expect(error(checkFindText(''))).toBe(m.findEmpty);
    expect(checkFindText(' a ')).toEqual({ ok: true, value: ' a ' });
  });

  it('reads colours with or without #, short or long', () => {
    expect(checkColor('FF0000')).toEqual({ ok: true, value: '#ff0000' });
    expect(checkColor('#0f0')).toEqual({ ok: true, value: '#00ff00' });
    expect(error(checkColor('red'))).toBe(m.colorInvalid);
    expect(error(checkColor('#12345'))).toBe(m.colorInvalid);
  });

  it('reads sizes as px, em, rem or %, a plain number as pixels; empty is none', () => {
    expect(checkLength('10px')).toEqual({ ok: true, value: '10px' });
    expect(checkLength('2em')).toEqual({ ok: true, value: '2em' });
    expect(checkLength('2')).toEqual({ ok: true, value: '2px' });
    expect(checkLength('50%')).toEqual({ ok: true, value: '50%' });
    expect(checkLength('')).toEqual({ ok: true, value: null });
    for (const bad of ['ten', '10 px', '-2', '0', 'calc(1px)']) expect(error(checkLength(bad)), bad).toBe(m.lengthInvalid);
  });

  it('bounds table sizes', () => {
    expect(checkCount('3', 1, 50)).toEqual({ ok: true, value: 3 });
    expect(error(checkCount('', 1, 50))).toBe(m.valueEmpty);
    expect(error(checkCount('x', 1, 50))).toBe(m.plainNumber);
    expect(checkCount('51', 1, 50)).toEqual({ ok: false, error: m.sizeRange, values: { min: 1, max: 50 } });
  });

  it('takes image addresses on the web and media only from the drive', () => {
    expect(error(checkImageUrl(''))).toBe(m.urlEmpty);
    expect(error(checkImageUrl('ftp://x/y.png'))).toBe(m.imageUrlUnsupported);
    expect(checkImageUrl('https://example.org/a.png').ok).toBe(true);
    expect(error(checkMediaUrl('', 'https://app.test'))).toBe(m.urlEmpty);
    expect(checkMediaUrl('/drive-app/file/audio/1', 'https://app.test')).toEqual({ ok: true, value: '/drive-app/file/audio/1' });
    expect(checkMediaUrl('https://app.test/drive-app/file/v/2?sig=1', 'https://app.test')).toEqual({ ok: true, value: '/drive-app/file/v/2?sig=1' });
    expect(error(checkMediaUrl('https://youtube.com/watch?v=1', 'https://app.test'))).toBe(m.mediaUnsupported);
    expect(error(checkMediaUrl('https://evil.test/drive-app/file/1', 'https://app.test'))).toBe(m.mediaUnsupported);
  });

  it('requires alternative text unless the picture is decorative', () => {
    expect(error(checkAltText('  ', false))).toBe(m.altRequired);
    expect(checkAltText('', true)).toEqual({ ok: true, value: '' });
    expect(checkAltText(' A fern ', false)).toEqual({ ok: true, value: 'A fern' });
  });
});
