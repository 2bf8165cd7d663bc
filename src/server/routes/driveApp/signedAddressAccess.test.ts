import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVE_PATHS } from '../../../shared/api/driveAppPaths.ts';
import type { WireFile, WireFileDetail, WirePage, WireUploadResult } from '../../../shared/api/driveAppTypes.ts';
import { TEST_ENGINES } from '../../db/testDatabases.ts';
import { startDriveTestApp, type DriveTestApp, type TestUser } from '../../testing/driveTestApp.ts';
import { dataOf, makeFolder, trash } from '../../testing/driveFixtures.ts';
import { fileForm } from '../../testing/multipartForm.ts';
import { MP3_AUDIO, SAMPLE_DTMS, pngImage } from '../../testing/uploadFixtures.ts';

// Issue 16 item 8: a signed address (an image's DTM_IMG, a page's AUDIO_URL)
// follows its file's state, not only its clock. One given to someone else
// stops at once when the file is unpublished, trashed or deleted; one given
// to the owner works while the file is out of the trash. Every address here
// is fetched before the change and tried after it, well within its hour.

describe.each(TEST_ENGINES)('signed addresses after the file changes, on %s', (engine) => {
  let t: DriveTestApp;
  let shelf: string;
  beforeAll(async () => {
    t = await startDriveTestApp(engine);
    shelf = (await makeFolder(t, t.owner, 'Address shelf', null, 'D')).DTM_GROUP_NO;
  }, 120_000);
  afterAll(async () => t?.close());

  const upload = async (url: string, name: string, data: Buffer, group?: string) =>
    dataOf<WireUploadResult>(await t.call(t.owner, { method: 'POST', url, ...fileForm(name, data, group === undefined ? {} : { DTM_GROUP_NO: group }) }), 201).items[0] as WireFile;
  const publish = async (dtmNo: string) => dataOf(await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.publish(dtmNo), payload: { DTM_GROUP_NO: shelf, CATEGORY: 'ART' } }));
  const unpublish = async (dtmNo: string) => dataOf(await t.call(t.owner, { method: 'DELETE', url: DRIVE_PATHS.publish(dtmNo) }));
  const detail = async (user: TestUser | null, dtmNo: string) => dataOf<WireFileDetail>(await t.call(user, { method: 'GET', url: DRIVE_PATHS.file(dtmNo) }));
  const status = (kind: 'images' | 'groups', id: string, STATUS: string) => t.call(t.owner, { method: 'PATCH', url: DRIVE_PATHS.status(kind, id), payload: { STATUS } });
  /** What a guest's browser gets for an address: 200, or 404 like a missing file. */
  const fetched = async (url: string | null) => {
    const response = await t.call(null, { method: 'GET', url: url ?? '' });
    if (response.statusCode !== 200) expect((response.json() as { errors: { code: string }[] }).errors[0]?.code).toBe('FILE_NOT_FOUND');
    return response.statusCode;
  };

  /** A published image, with the address the owner was given and the one a guest was given. */
  async function publishedImage(name: string, group?: string) {
    const image = await upload(DRIVE_PATHS.uploadImage, `${name}.png`, pngImage(), group);
    await publish(image.DTM_NO);
    const ownerUrl = (await detail(t.owner, image.DTM_NO)).DTM_IMG;
    const guestUrl = (await detail(null, image.DTM_NO)).DTM_IMG;
    expect([await fetched(ownerUrl), await fetched(guestUrl)]).toEqual([200, 200]);
    return { image, ownerUrl, guestUrl };
  }

  it('gives the owner an address of their own and everyone else one for anyone', async () => {
    const { ownerUrl, guestUrl, image } = await publishedImage('audiences');
    expect(ownerUrl).toMatch(/&aud=owner&/);
    expect(guestUrl).toMatch(/&aud=public&/);
    expect((await detail(t.other, image.DTM_NO)).DTM_IMG).toMatch(/&aud=public&/);
  });

  it('unpublishing ends the addresses given to others at once; the owner keeps theirs', async () => {
    const { image, ownerUrl, guestUrl } = await publishedImage('unpublished');
    await unpublish(image.DTM_NO);
    expect(await fetched(guestUrl)).toBe(404);
    expect(await fetched(ownerUrl)).toBe(200);
    // Published again, the same address opens again: it never outlives the file's publication, nor its hour.
    await publish(image.DTM_NO);
    expect(await fetched(guestUrl)).toBe(200);
  });

  it('trashing ends every address, the owner\'s too, until it is restored; the owner\'s token still reads it', async () => {
    const { image, ownerUrl, guestUrl } = await publishedImage('trashed');
    await trash(t, t.owner, 'images', image.DTM_NO);
    expect([await fetched(ownerUrl), await fetched(guestUrl)]).toEqual([404, 404]);
    const path = (ownerUrl as string).split('?')[0] as string;
    expect((await t.call(t.owner, { method: 'GET', url: path })).statusCode).toBe(200);
    dataOf(await status('images', image.DTM_NO, 'ACTIVE'));
    expect(await fetched(ownerUrl)).toBe(200);
    // Restoring does not publish again, so the address given to others stays shut.
    expect(await fetched(guestUrl)).toBe(404);
  });

  it('trashing the folder the file is in ends the owner\'s address too', async () => {
    const folder = await makeFolder(t, t.owner, 'Address folder');
    const { ownerUrl, guestUrl } = await publishedImage('in a folder', folder.DTM_GROUP_NO);
    await trash(t, t.owner, 'groups', folder.DTM_GROUP_NO);
    expect([await fetched(ownerUrl), await fetched(guestUrl)]).toEqual([404, 404]);
  });

  it('deleting for good ends every address', async () => {
    const { image, ownerUrl, guestUrl } = await publishedImage('deleted');
    await trash(t, t.owner, 'images', image.DTM_NO);
    dataOf(await status('images', image.DTM_NO, 'DELETED'));
    expect([await fetched(ownerUrl), await fetched(guestUrl)]).toEqual([404, 404]);
  });

  it('page audio follows its file the same way', async () => {
    const document = await upload(DRIVE_PATHS.uploadTactile, 'spoken.dtms', SAMPLE_DTMS);
    const added = await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.audio, ...fileForm('voice.mp3', MP3_AUDIO, { DTM_NO: document.DTM_NO, PAGE_NO: '1' }) });
    const ownerUrl = dataOf<WirePage>(added, 201).AUDIO_URL;
    await publish(document.DTM_NO);
    const synced = dataOf<{ items: WirePage[] }>(await t.call(null, { method: 'GET', url: DRIVE_PATHS.audioSync, query: { DTM_NO: document.DTM_NO } }));
    const guestUrl = synced.items[0]?.AUDIO_URL ?? null;
    const fromDetail = (await detail(null, document.DTM_NO)).PAGES[0]?.AUDIO_URL ?? null;
    expect([await fetched(ownerUrl), await fetched(guestUrl), await fetched(fromDetail)]).toEqual([200, 200, 200]);
    await unpublish(document.DTM_NO);
    expect([await fetched(ownerUrl), await fetched(guestUrl), await fetched(fromDetail)]).toEqual([200, 404, 404]);
    await trash(t, t.owner, 'images', document.DTM_NO);
    expect(await fetched(ownerUrl)).toBe(404);
  });
});
