import { describe, expect, it, vi } from 'vitest';
import { pictureFromAddress } from './pictureFromAddress.ts';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47];

describe('pictureFromAddress', () => {
  it('decodes inline picture data without a request', async () => {
    const fetchFn = vi.fn();
    const file = await pictureFromAddress(`data:image/png;base64,${btoa(String.fromCharCode(...PNG_HEAD))}`, fetchFn);
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual(PNG_HEAD);
    expect(file.type).toBe('image/png');
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('fetches a drive picture of this site, and says when it is not there', async () => {
    const fetchFn = vi.fn(async () => new Response(new Uint8Array(PNG_HEAD), { status: 200, headers: { 'Content-Type': 'image/png' } }));
    const file = await pictureFromAddress('/drive-app/file/files/abc?exp=1&sig=x', fetchFn as unknown as typeof fetch);
    expect(fetchFn).toHaveBeenCalledWith('/drive-app/file/files/abc?exp=1&sig=x', { credentials: 'same-origin', signal: expect.any(AbortSignal) });
    expect(file.size).toBe(4);
    const gone = vi.fn(async () => new Response('', { status: 404 }));
    await expect(pictureFromAddress('/drive-app/file/files/abc', gone as unknown as typeof fetch)).rejects.toThrow('404');
  });

  it('refuses every other address without a request', async () => {
    const fetchFn = vi.fn();
    for (const src of ['https://example.org/a.png', '//example.org/a.png', 'javascript:alert(1)', '/drive-app/file/../api/secret', 'data:text/html;base64,PHA+', '/api/users']) {
      await expect(pictureFromAddress(src, fetchFn), src).rejects.toThrow();
    }
    expect(fetchFn).not.toHaveBeenCalled();
  });
});
