import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../api/apiTypes.ts';
import { loadPageAudio, playsOnTurn, type PresentationAudio } from './pageAudio.ts';

function clientAnswering(answer: Awaited<ReturnType<ApiClient['get']>>): ApiClient {
  const get = vi.fn(async () => answer);
  return { get, request: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } as unknown as ApiClient;
}

describe('page audio of a presentation', () => {
  it('reads the drive\'s audio sync: pages with an address, their play mode and speed', async () => {
    const client = clientAnswering({
      ok: true,
      status: 200,
      data: {
        items: [
          { pageNo: 1, altText: '', audioUrl: null, audioPlayMode: 'manual', playbackRate: 1 },
          { pageNo: 2, altText: '', audioUrl: '/drive-app/file/a.mp3?sig=1', audioPlayMode: 'auto', playbackRate: 1.5 },
          { pageNo: 3, altText: '', audioUrl: '/drive-app/file/b.mp3?sig=2', audioPlayMode: 'manual', playbackRate: 0 },
        ],
      },
    });
    const pages = await loadPageAudio(client, '42');
    expect(client.get).toHaveBeenCalledWith('/drive-app/v1/dtma/audio/sync', { auth: true, query: { dtmNo: '42' } });
    expect([...pages.keys()]).toEqual([2, 3]);
    expect(pages.get(2)).toEqual({ url: '/drive-app/file/a.mp3?sig=1', automatic: true, speed: 1.5 });
    // A speed the drive should never hold plays at the author's normal speed.
    expect(pages.get(3)).toEqual({ url: '/drive-app/file/b.mp3?sig=2', automatic: false, speed: 1 });
  });

  it('stays silent when the drive refuses', async () => {
    const pages = await loadPageAudio(clientAnswering({ ok: false, status: 404, errors: [] }), '42');
    expect(pages.size).toBe(0);
  });

  it('plays on turn when the listener wants every page, or the author set the page to play', () => {
    const manual: PresentationAudio = { url: 'm', automatic: false, speed: 1 };
    const automatic: PresentationAudio = { url: 'a', automatic: true, speed: 1 };
    expect(playsOnTurn(manual, false)).toBe(false);
    expect(playsOnTurn(manual, true)).toBe(true);
    expect(playsOnTurn(automatic, false)).toBe(true);
    expect(playsOnTurn(undefined, true)).toBe(false);
  });
});
