import { describe, expect, it } from 'vitest';
import { canvasFileMessages, createDocument, createPage, documentToDtms } from '../../../../core/canvas/index.ts';
import { dtmsToJson } from '../../../../core/dtms/index.ts';
import { fakeDriveClient } from '../../cloud/testing/fakeDriveClient.ts';
import { createCanvasDriveApi } from './canvasDriveApi.ts';
import { CloudFileError, loadCloudDocument, loadCloudFile } from './loadCloudDocument.ts';
import { fileMessages as m } from './messages.ts';
import { wireDetail } from './testing/wireDetail.ts';

/** A document as Dot's tools write it: Korean, every item titled with the file's name, the print text describing the page. */
const SAMPLE = dtmsToJson({
  ...documentToDtms({ title: 'Animals.dtms', model: 320, pages: [createPage(320), createPage(320), createPage(320)] }, { lang: 'korean', langOption: '1' }),
  items: ['아르마딜로', '곰', '새'].map((animal, index) => ({
    page: index + 1,
    title: 'Animals.dtms',
    graphic: { name: `${index + 1}.dtm`, grid: createPage(320).grid },
    text: { name: `${index + 1}.txt`, cells: Uint8Array.of(1, 2), plain: `이 그래픽은 ${animal}를 표현합니다.` },
  })),
});
const DETAIL = '/drive-app/v1/dtms/images/7';

async function failureOf(promise: Promise<unknown>): Promise<CloudFileError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof CloudFileError) return error;
    throw error;
  }
  throw new Error('It did not fail.');
}

describe('loadCloudDocument', () => {
  it('reads the document the drive answers, its keys camelCased on the way, titled by the Cloud name', async () => {
    const fake = fakeDriveClient();
    fake.ok('GET', DETAIL, wireDetail('7', 'Animals', SAMPLE, ['An armadillo', '']));
    const opened = await loadCloudFile(createCanvasDriveApi(fake.client), '7');
    expect(opened).toMatchObject({ dtmNo: '7', groupNo: 'ROOT', language: { lang: 'korean', langOption: '1' } });
    expect(opened.document.title).toBe('Animals');
    expect(opened.document.model).toBe(320);
    expect(opened.document.pages).toHaveLength(3);
    // The drive's description wins; a blank one leaves the file's own (here its print text, as its titles are file names).
    expect(opened.document.pages[0]?.altText).toBe('An armadillo');
    expect(opened.document.pages[1]?.altText).toBe('이 그래픽은 곰를 표현합니다.');
    expect([...(opened.document.pages[2]?.text.cells ?? [])]).toEqual([1, 2]);
    expect(fake.calls('GET', DETAIL)).toHaveLength(1);
  });

  it('keeps the checks ignored in the document, as the save wrote them (our ignoredChecks field)', async () => {
    const fake = fakeDriveClient();
    const ignoredChecks = { rules: ['tactile-density'], findings: ['page-alt:0a1b2c3d'] };
    const saved = dtmsToJson(documentToDtms({ ...createDocument(320, 'Ignored'), ignoredChecks }, { lang: 'english', langOption: '2' }));
    fake.ok('GET', DETAIL, wireDetail('7', 'Ignored', saved, []));
    expect((await loadCloudFile(createCanvasDriveApi(fake.client), '7')).document.ignoredChecks).toEqual(ignoredChecks);
  });

  it('takes DTMS_JSON as text too, and the model from DEVICE_KIND when the document names none', async () => {
    const fake = fakeDriveClient();
    const json = dtmsToJson(documentToDtms(createDocument(768, 'Wide'), { lang: 'english', langOption: '2' }));
    const withoutDevice: Partial<typeof json> = { ...json };
    delete withoutDevice.device;
    fake.ok('GET', DETAIL, wireDetail('7', 'Wide', JSON.stringify(withoutDevice), [], { DEVICE_KIND: '768', DTM_GROUP_NO: '10' }));
    const document = await loadCloudDocument(fake.client, 7);
    expect(document.model).toBe(768);
    expect((await loadCloudFile(createCanvasDriveApi(fake.client), '7')).groupNo).toBe('10');
  });

  it('refuses a file without a document (a picture) with the spec message', async () => {
    const fake = fakeDriveClient();
    fake.ok('GET', DETAIL, wireDetail('7', 'photo', null, [], { FILE_EXTENSION: 'png', DEVICE_KIND: null }));
    const error = await failureOf(loadCloudDocument(fake.client, '7'));
    expect(error.messageRef).toEqual({ message: canvasFileMessages.unsupported });
  });

  it('refuses a broken document with its format message, and a missing file with the Cloud one', async () => {
    const fake = fakeDriveClient();
    fake.ok('GET', DETAIL, wireDetail('7', 'Broken', { title: 'x', items: [] }), true);
    expect((await failureOf(loadCloudDocument(fake.client, '7'))).messageRef?.message.id).toBeDefined();
    fake.fail('GET', DETAIL, 404, 'FILE_NOT_FOUND');
    expect((await failureOf(loadCloudDocument(fake.client, '7'))).messageRef).toEqual({ message: m.fileNotFound });
  });

  it('says nothing more when the session ended (its alert has spoken)', async () => {
    const fake = fakeDriveClient();
    fake.on('GET', DETAIL, { ok: false, status: 401, errors: [], sessionProblem: 3 });
    expect((await failureOf(loadCloudDocument(fake.client, '7'))).messageRef).toBeUndefined();
  });
});
