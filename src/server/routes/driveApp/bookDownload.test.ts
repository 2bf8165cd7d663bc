import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVE_PATHS } from '../../../shared/api/driveAppPaths.ts';
import type { WireBookHtml, WireFile, WirePage, WireUploadResult } from '../../../shared/api/driveAppTypes.ts';
import { TEST_ENGINES } from '../../db/testDatabases.ts';
import { makeBook, readBook } from '../../testing/bookFixtures.ts';
import { startDriveTestApp, type DriveTestApp, type TestUser } from '../../testing/driveTestApp.ts';
import { dataOf, errorOf, makeFile, makeFolder, trash } from '../../testing/driveFixtures.ts';
import { fileForm } from '../../testing/multipartForm.ts';
import { MP3_AUDIO, pngImage } from '../../testing/uploadFixtures.ts';

// GET /doc/download of a Book document: one self-contained page, its drive
// pictures inside it as data: URLs (only those the document's owner holds),
// saved as an attachment that is never sniffed. And the pictures an editor
// puts in: POST /doc/image answers an address a document can keep.

describe.each(TEST_ENGINES)('Book downloads and pictures on %s', (engine) => {
  let t: DriveTestApp;
  beforeAll(async () => {
    t = await startDriveTestApp(engine);
  }, 120_000);
  afterAll(async () => t?.close());

  const uploadPicture = async (user: TestUser, png: Buffer): Promise<WireFile> => {
    const form = fileForm('picture.png', png);
    const result = dataOf<WireUploadResult>(await t.call(user, { method: 'POST', url: DRIVE_PATHS.uploadImage, payload: form.payload, headers: form.headers }), 201);
    return result.items[0] as WireFile;
  };
  /** Page audio of a new tactile file of the user's: its stable address (/drive-app/file/audio/<uuid>). */
  const uploadAudio = async (user: TestUser): Promise<string> => {
    const file = await makeFile(t, user, `Audio holder ${Math.random()}`);
    const form = fileForm('a.mp3', MP3_AUDIO, { DTM_NO: file.DTM_NO, PAGE_NO: '1' });
    const page = dataOf<WirePage>(await t.call(user, { method: 'POST', url: DRIVE_PATHS.audio, payload: form.payload, headers: form.headers }), 201);
    return (page.AUDIO_URL as string).split('?')[0] as string;
  };
  const download = (user: TestUser | null, dtmNo: string) => t.call(user, { method: 'GET', url: DRIVE_PATHS.download, query: { dtmNo } });
  const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

  it('POST /doc/image answers a signed address (DTM_IMG) the owner can load and a document can keep', async () => {
    const png = pngImage(5, 5);
    const picture = await uploadPicture(t.owner, png);
    expect(picture.DTM_IMG).toMatch(/^\/drive-app\/file\/files\/[0-9a-f-]{36}\?exp=\d+&aud=owner&sig=/);
    const loaded = await t.call(null, { method: 'GET', url: picture.DTM_IMG as string });
    expect(loaded.statusCode).toBe(200);
    expect(loaded.rawPayload.equals(png)).toBe(true);
  });

  it('downloads an attachment, never sniffed, with the owner’s pictures inside and nothing from the server', async () => {
    const mine = pngImage(6, 4);
    const theirs = pngImage(7, 7);
    const picture = await uploadPicture(t.owner, mine);
    const foreign = await uploadPicture(t.other, theirs);
    const doc = await makeBook(t, t.owner, 'Map lesson', `<h1>Maps</h1><img src="${picture.DTM_IMG}" alt="My map"><img src="${foreign.DTM_IMG}" alt="Their map"><p>end</p>`);
    const response = await download(t.owner, doc.DTM_NO);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="Map lesson.html"; filename*=UTF-8''Map%20lesson.html`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    const page = response.body;
    expect(page).toMatch(/^<!DOCTYPE html>/);
    expect(page).toContain(`<img src="${dataUrl(mine)}" alt="My map">`);
    // Someone else's picture is not the document owner's to give away.
    expect(page).not.toContain('Their map');
    expect(page).not.toContain(theirs.toString('base64'));
    expect(page).not.toContain('/drive-app/file');
  });

  it('gives readers of a published document its pictures inside the page, and stops when it is withdrawn', async () => {
    const png = pngImage(3, 9);
    const picture = await uploadPicture(t.owner, png);
    const audio = await uploadAudio(t.owner);
    const doc = await makeBook(t, t.owner, 'Published pictures', `<img src="${picture.DTM_IMG}" alt="Shown"><audio src="${audio}"></audio>`);
    expect(errorOf(await download(t.other, doc.DTM_NO), 404)).toBe('FILE_NOT_FOUND');
    const shelf = await makeFolder(t, t.other, 'Picture shelf', null, 'D');
    dataOf(await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.publish(doc.DTM_NO), payload: { DTM_GROUP_NO: shelf.DTM_GROUP_NO, CATEGORY: 'ART' } }));
    for (const reader of [t.other, null]) {
      expect((await download(reader, doc.DTM_NO)).body).toContain(`<img src="${dataUrl(png)}" alt="Shown">`);
      const contents = dataOf<WireBookHtml>(await readBook(t, reader, doc.DTM_NO)).CONTENTS;
      expect(contents).toContain(`<img src="${dataUrl(png)}" alt="Shown">`);
      // Media cannot come inside the page: a reader gets an address for anyone (it plays if that file is published).
      expect(contents).toContain(`<audio controls src="${audio}?exp=`);
      expect(contents).toMatch(/&amp;aud=public&amp;sig=/);
    }
    // The owner reads an address, not the bytes.
    expect(dataOf<WireBookHtml>(await readBook(t, t.owner, doc.DTM_NO)).CONTENTS).toMatch(/<img src="\/drive-app\/file\/files\/[0-9a-f-]{36}\?exp=\d+&amp;aud=owner&amp;sig=[^"]+" alt="Shown">/);
    // A picture in a folder put in the trash leaves the page (trashing marks only the folder), and comes back with it.
    const box = await makeFolder(t, t.owner, `Picture box ${Math.random()}`);
    dataOf(await t.call(t.owner, { method: 'PUT', url: DRIVE_PATHS.file(picture.DTM_NO), payload: { DTM_GROUP_NO: box.DTM_GROUP_NO } }));
    expect((await download(t.other, doc.DTM_NO)).body).toContain('Shown');
    await trash(t, t.owner, 'groups', box.DTM_GROUP_NO);
    expect((await download(t.other, doc.DTM_NO)).body).not.toContain('Shown');
    dataOf(await t.call(t.owner, { method: 'PATCH', url: DRIVE_PATHS.status('groups', box.DTM_GROUP_NO), payload: { STATUS: 'ACTIVE' } }));
    expect((await download(t.other, doc.DTM_NO)).body).toContain('Shown');
    // A picture put in the trash leaves the page.
    await trash(t, t.owner, 'images', picture.DTM_NO);
    expect((await download(t.other, doc.DTM_NO)).body).not.toContain('Shown');
    dataOf(await t.call(t.owner, { method: 'DELETE', url: DRIVE_PATHS.publish(doc.DTM_NO) }));
    expect(errorOf(await download(null, doc.DTM_NO), 404)).toBe('FILE_NOT_FOUND');
  });

  it("never signs an address of someone else's content named in a document, for its owner or its readers", async () => {
    const theirPicture = await uploadPicture(t.other, pngImage(9, 9));
    const theirAudio = await uploadAudio(t.other);
    const doc = await makeBook(t, t.owner, 'Borrowed', `<img src="${theirPicture.DTM_IMG}" alt="Borrowed picture"><audio src="${theirAudio}"></audio><p>text</p>`);
    const shelf = await makeFolder(t, t.owner, 'Borrowed shelf', null, 'D');
    dataOf(await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.publish(doc.DTM_NO), payload: { DTM_GROUP_NO: shelf.DTM_GROUP_NO, CATEGORY: 'ART' } }));
    for (const reader of [t.owner, t.other, null]) {
      const contents = dataOf<WireBookHtml>(await readBook(t, reader, doc.DTM_NO)).CONTENTS;
      expect(contents).toContain('<p>text</p>');
      expect(contents).not.toContain('/drive-app/file');
      expect(contents).not.toContain('Borrowed picture');
      expect(contents).not.toContain('<audio');
    }
  });

  it('keeps data: pictures, drops drive media (they cannot travel in one page) and leaves tactile downloads as they were', async () => {
    const png = pngImage(2, 2);
    const audio = await uploadAudio(t.owner);
    const doc = await makeBook(t, t.owner, 'Inline', `<img src="${dataUrl(png)}" alt="Inline"><video src="${audio}" controls></video><p>after</p>`);
    // The owner's page keeps the video (signed); the download cannot.
    expect(dataOf<WireBookHtml>(await readBook(t, t.owner, doc.DTM_NO)).CONTENTS).toContain(`<video controls src="${audio}?exp=`);
    const page = (await download(t.owner, doc.DTM_NO)).body;
    expect(page).toContain(`<img src="${dataUrl(png)}" alt="Inline">`);
    expect(page).not.toContain('<video');
    expect(page).toContain('after');
    const tactile = await makeFile(t, t.owner, 'Tactile download');
    const response = await download(t.owner, tactile.DTM_NO);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json');
    expect(response.headers['content-disposition']).toContain('Tactile%20download.dtms');
  });
});
