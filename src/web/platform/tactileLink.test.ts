import { describe, expect, it } from 'vitest';
import { listenForTactileLinks, parseTactileLink, postTactileLink } from './tactileLink.ts';

describe('parseTactileLink', () => {
  it('accepts a picture, a digits-only number and a name', () => {
    expect(parseTactileLink({ picture: '/api/drive/files/7/content', dtmNo: '123', name: 'cat.dtms' })).toEqual({
      picture: '/api/drive/files/7/content',
      dtmNo: '123',
      name: 'cat.dtms',
    });
  });

  it.each([
    ['null', null],
    ['a string', 'hello'],
    ['a number not in digits', { picture: 'a.png', dtmNo: '12a', name: 'x' }],
    ['an empty number', { picture: 'a.png', dtmNo: '', name: 'x' }],
    ['a numeric number', { picture: 'a.png', dtmNo: 12, name: 'x' }],
    ['no picture', { picture: '', dtmNo: '12', name: 'x' }],
    ['no name', { picture: 'a.png', dtmNo: '12' }],
  ])('rejects %s', (_what, data) => {
    expect(parseTactileLink(data)).toBeUndefined();
  });
});

describe('postTactileLink and listenForTactileLinks', () => {
  it('delivers a posted link to a listener in the same origin, and stops after unsubscribing', async () => {
    const heard: unknown[] = [];
    const stop = listenForTactileLinks((link) => heard.push(link));
    postTactileLink({ picture: 'a.png', dtmNo: '5', name: 'a.dtms' });
    await expect.poll(() => heard).toEqual([{ picture: 'a.png', dtmNo: '5', name: 'a.dtms' }]);
    stop();
  });
});
