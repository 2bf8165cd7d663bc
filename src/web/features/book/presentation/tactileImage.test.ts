import { describe, expect, it, vi } from 'vitest';
import type { BlockElement } from '../../../../core/book/index.ts';
import type { ApiClient, ApiResult } from '../../../api/apiTypes.ts';
import { TactileImageError, loadTactileScreens, modelOfArea, tactileOfPage } from './tactileImage.ts';
import { tactileAnswer } from './testing/presentationFakes.ts';

function clientAnswering(answer: ApiResult<unknown>): ApiClient {
  return { get: vi.fn(async () => answer), request: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } as unknown as ApiClient;
}

describe('a page\'s tactile picture', () => {
  it('is the first image with a tactile file', () => {
    const image = (tactile?: string): BlockElement => ({ type: 'image', src: '/drive-app/file/x.png', alt: 'x', ...(tactile ? { tactile } : {}), children: [{ text: '' }] });
    expect(tactileOfPage([image(), image('7'), image('8')])).toBe('7');
    expect(tactileOfPage([image(), { type: 'paragraph', children: [{ text: 'a' }] }])).toBeUndefined();
  });

  it('is converted only for the two displays the drive knows', () => {
    expect(modelOfArea({ cellsPerLine: 30, graphicLines: 10 })).toBe(320);
    expect(modelOfArea({ cellsPerLine: 48, graphicLines: 16 })).toBe(768);
    expect(modelOfArea({ cellsPerLine: 20, graphicLines: 4 })).toBeUndefined();
  });

  it('comes from the drive converted for the display, each of its pages a screen', async () => {
    const client = clientAnswering(tactileAnswer());
    const screens = await loadTactileScreens(client, '7', 320);
    expect(client.get).toHaveBeenCalledWith('/drive-app/v1/dtm/images/7/device/320/to-dtms', { auth: true });
    expect(screens).toHaveLength(1);
    expect(screens[0]?.graphic).toHaveLength(300);
    expect(screens[0]?.graphic[0]).toBe(1);
    expect(screens[0]?.text?.[0]).toBe(1);
  });

  it('fails clearly when the drive refuses or answers something that is not a picture', async () => {
    await expect(loadTactileScreens(clientAnswering({ ok: false, status: 409, errors: [] }), '7', 320)).rejects.toThrow(TactileImageError);
    await expect(loadTactileScreens(clientAnswering({ ok: true, status: 200, data: { dtmsJson: '{"items": []}' } }), '7', 320)).rejects.toThrow(TactileImageError);
  });
});
