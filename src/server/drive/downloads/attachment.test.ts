import { describe, expect, it } from 'vitest';
import { contentDisposition } from './attachment.ts';

describe('the Content-Disposition of downloads', () => {
  it('always says attachment, with an ASCII name and the exact name percent-encoded (RFC 6266, 5987)', () => {
    expect(contentDisposition('Map.dtms')).toBe(`attachment; filename="Map.dtms"; filename*=UTF-8''Map.dtms`);
    expect(contentDisposition('지도 café.dtms')).toBe(`attachment; filename="__ cafe.dtms"; filename*=UTF-8''%EC%A7%80%EB%8F%84%20caf%C3%A9.dtms`);
  });

  it('lets no CR, LF, NUL, quote, backslash or direction override reach the header', () => {
    for (const hostile of ['a\r\nSet-Cookie: x=1.dtms', 'a"; filename="evil.html', 'a\\b.dtms', 'nul\u0000.dtms', 'evil\u202Elmth.dtms', "it's (1)*.dtms"]) {
      const header = contentDisposition(hostile);
      // eslint-disable-next-line no-control-regex -- checking that none reach the header
      expect(header, hostile).toMatch(/^attachment; filename="[^"\\\r\n\u0000]*"; filename\*=UTF-8''[A-Za-z0-9%._~!-]*$/);
      // eslint-disable-next-line no-control-regex -- checking that none reach the header
      expect(header).not.toMatch(/[\r\n\u0000\u202e]/);
    }
    expect(contentDisposition('50%.dtms')).toContain('filename="50_.dtms"');
  });

  it('passes Windows device names, which are harmless here, and names an empty name', () => {
    expect(contentDisposition('CON.dtms')).toContain('filename="CON.dtms"');
    expect(contentDisposition('\r\n')).toBe(`attachment; filename="download"; filename*=UTF-8''download`);
  });
});
