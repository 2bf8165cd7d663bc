import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireDaisyContents, WireDaisyStarted, WireDaisyState } from '../../shared/api/daisy.ts';
import { DRIVE_PATHS } from '../../shared/api/driveAppPaths.ts';
import type { WireFile, WireUploadResult } from '../../shared/api/driveAppTypes.ts';
import type { Clips, DaisyPlan } from '../../core/daisy/index.ts';
import { TEST_ENGINES } from '../db/testDatabases.ts';
import { sweepOrphanBlobs } from '../drive/uploads/orphanSweep.ts';
import { bookForm, makeBook, type BookEncoding } from '../testing/bookFixtures.ts';
import { dataOf, errorOf, makeFile, trash } from '../testing/driveFixtures.ts';
import { startDriveTestApp, type DriveTestApp } from '../testing/driveTestApp.ts';
import { fileForm, userRowOf } from '../testing/multipartForm.ts';
import { MP3_AUDIO, pngImage, jpegImage } from '../testing/uploadFixtures.ts';
import { readZip } from '../zip/zipReader.ts';
import type { BookAudio, BookAudioOptions } from './audio/bookAudio.ts';
import { DaisyFailure } from './daisyFailure.ts';
import { DAISY_BLOB_KEY } from './store/daisyBlobs.ts';
import { DAISY_ZIP_LIMITS, validateDaisyZip } from './validate/index.ts';

// DAISY books through the real app (issue 23): the routes, the 'daisy' job on
// its runner and the shared queue, the blob store and daisy_files, on both
// database engines. Most books are text-only (fast); one audio book uses a
// stand-in speech step that writes real MP3s with sox, so the audio path —
// clips, stored MP3s, signed addresses with Range — is tried before the real
// speech step (daisy-audio) lands. Every book goes through validateDaisyZip.

const run = promisify(execFile);

/** The speech step the test chooses per call: a stand-in (sox tones), or a failure. */
let speech: (plan: DaisyPlan, options: BookAudioOptions) => Promise<BookAudio>;

/** Clips of 0.2 s each, one MP3 per SMIL file, made just long enough with sox. */
async function toneAudio(plan: DaisyPlan, options: BookAudioOptions): Promise<BookAudio> {
  const clips = new Map<string, { src: string; begin: number; end: number }>();
  const lengths = new Map<string, number>();
  for (const point of plan.syncPoints) {
    const src = `audio/${point.smil.replace('.smil', '.mp3')}`;
    const begin = lengths.get(src) ?? 0;
    clips.set(point.id, { src, begin, end: begin + 0.2 });
    lengths.set(src, begin + 0.2);
  }
  await mkdir(join(options.workDir, 'audio'), { recursive: true });
  const files = [];
  for (const [src, length] of lengths) {
    const file = join(options.workDir, src);
    await run('sox', ['-n', '-r', '22050', '-c', '1', '-C', '32', file, 'synth', String(length + 0.1), 'sine', '440']);
    files.push({ path: src, file, duration: length + 0.1 });
  }
  return { clips: clips as Clips, files, narrator: `test tones, ${options.voice}, ${options.rate} wpm, ${options.recordings.size} recordings` };
}

const HOSTILE = 'Level three is skipped here.\u0001 Control characters\uFFFE vanish.';

/** Headings to level 4 (one skipped), lists, a table, pictures with and without alt, Korean and English, XML-illegal characters. */
function richHtml(drivePicture: string, dataPicture: string): string {
  return [
    '<h1>1단원 물의 순환</h1>',
    '<p>물은 증발한다. 비가 내린다. Mr. Smith said the U.S. uses 3.14 too.</p>',
    '<h2>증발</h2>',
    '<ol><li>첫째</li><li>둘째<ul><li>안쪽 A</li></ul></li></ol>',
    '<h4>건너뛴 단계</h4>',
    `<p>${HOSTILE}</p>`,
    '<hr class="page-break">',
    '<h3>목록</h3>',
    '<table><caption>표 1. 강수량</caption><tr><th>달</th><th>mm</th></tr><tr><td>1월</td><td>30</td></tr></table>',
    `<p><img src="${drivePicture}" alt="구름 그림"></p>`,
    `<p><img src="${dataPicture}" alt=""></p>`,
    '<p><img src="/drive-app/file/files/6f9619ff-8b86-4011-b42d-00c04fc964ff" alt="A picture nobody has"></p>',
    '<h1>Chapter 2 English</h1>',
    '<p>The water cycle in English.</p>',
  ].join('');
}

describe.each(TEST_ENGINES)('DAISY books on %s', (engine) => {
  let t: DriveTestApp;
  let scratch: string;
  beforeAll(async () => {
    t = await startDriveTestApp(engine, {}, {
      daisy: {
        workers: 2,
        pollMs: 100,
        queue: { leaseMs: 5000, maxAttempts: 2 },
        // Small budgets, so running out of them is quick to show.
        limits: { timeoutMs: 3000, maxSyncPoints: 2000, maxBookBytes: 2 * 1024 * 1024, maxImageBytes: 1024 * 1024 },
        makeAudio: (plan, options) => speech(plan, options),
      },
    });
    await userRowOf(t, t.owner);
    scratch = await mkdtemp(join(tmpdir(), 'daisy-job-test-'));
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await rm(scratch, { recursive: true, force: true });
  });

  const convert = (user: DriveTestApp['owner'] | null, fields: Record<string, string>, encoding: BookEncoding = 'urlencoded') =>
    t.call(user, { method: 'POST', url: DRIVE_PATHS.daisyConvert, ...bookForm(fields, encoding) });
  const start = async (dtmNo: string, fields: Record<string, string> = {}): Promise<WireDaisyStarted> => dataOf<WireDaisyStarted>(await convert(t.owner, { DTM_NO: dtmNo, FORMAT: 'DAISY3', AUDIO: 'N', ...fields }), 201);
  const state = async (dtmNo: string): Promise<WireDaisyState> => dataOf<WireDaisyState>(await t.call(t.owner, { method: 'GET', url: DRIVE_PATHS.daisyStatus, query: { DTM_NO: dtmNo } }));
  const finished = async (dtmNo: string): Promise<WireDaisyState> => {
    await expect.poll(async () => (await state(dtmNo)).STATUS, { timeout: 60_000, interval: 100 }).not.toBe('ONGOING');
    return state(dtmNo);
  };
  const contents = async (dtmNo: string): Promise<WireDaisyContents> => dataOf<WireDaisyContents>(await t.call(t.owner, { method: 'GET', url: DRIVE_PATHS.daisyContents, query: { DTM_NO: dtmNo } }));
  /** Downloads the ZIP, checks it with the validator, and answers its entries. */
  const downloadValid = async (dtmNo: string): Promise<Map<string, Buffer>> => {
    const response = await t.call(t.owner, { method: 'GET', url: DRIVE_PATHS.daisy, query: { DTM_NO: dtmNo } });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    const path = join(scratch, `${dtmNo}-${Date.now()}.zip`);
    await writeFile(path, response.rawPayload);
    expect(await validateDaisyZip(path)).toEqual([]);
    const entries = new Map<string, Buffer>();
    await readZip(path, response.rawPayload.length, DAISY_ZIP_LIMITS, async (entry, content) => {
      const chunks: Buffer[] = [];
      for await (const chunk of content) chunks.push(chunk as Buffer);
      entries.set(entry.path, Buffer.concat(chunks));
      return undefined;
    });
    return entries;
  };
  const uploadPicture = async (bytes: Buffer, name = 'cloud.png'): Promise<string> => {
    const result = dataOf<WireUploadResult>(await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.uploadImage, ...fileForm(name, bytes) }), 201);
    return ((result.items[0] as WireFile).DTM_IMG as string).split('?')[0] as string;
  };
  const daisyKeys = async (dtmNo: string) => (await t.database.db.selectFrom('daisy_files').select(['blob_key', 'job_id']).where('dtm_no', '=', dtmNo).execute()).map((row) => row.blob_key).sort();
  const jobCount = async (dtmNo: string) => (await t.database.db.selectFrom('jobs').select('job_id').where('kind', '=', 'daisy').where('dtm_no', '=', dtmNo).execute()).length;

  it('makes a text-only book of a rich document (levels to 4, lists, a table, pictures with and without alt, ko and en, illegal characters) that passes the validator', async () => {
    const drivePicture = await uploadPicture(pngImage(5, 5));
    const dataPicture = `data:image/jpeg;base64,${jpegImage(4, 4).toString('base64')}`;
    const doc = await makeBook(t, t.owner, '물의 순환 & "Rain"', richHtml(drivePicture, dataPicture));
    const started = await start(doc.DTM_NO);
    expect(started).toEqual({ DTM_NO: doc.DTM_NO, STATUS: 'ONGOING', AUDIO: 'N', VOICE: 'female', RATE: 175 });
    const done = await finished(doc.DTM_NO);
    expect(done).toMatchObject({ STATUS: 'SUCCESS', AUDIO: 'N', ERROR_CODE: null, TOTAL_TIME: 0 });
    const entries = await downloadValid(doc.DTM_NO);
    expect(done.SIZE).toBeGreaterThan(0);
    const names = [...entries.keys()].sort();
    // The fileset at the root, the two pictures it could have; the one nobody holds is left out.
    expect(names).toEqual(['book.ncx', 'book.opf', 'book.res', 'book.xml', expect.stringMatching(/^images\/img\d+\.png$/), expect.stringMatching(/^images\/img\d+\.jpg$/), 'part001.smil', 'part002.smil']);
    const [png, jpg] = names.filter((name) => name.startsWith('images/')) as [string, string];
    expect(entries.get(png)?.equals(pngImage(5, 5))).toBe(true);
    const dtbook = entries.get('book.xml')?.toString('utf8') ?? '';
    expect(dtbook).toMatch(/<doctitle [^>]*>물의 순환 &amp; [^<]*Rain[^<]*<\/doctitle>/);
    expect(dtbook).toMatch(/<h4 [^>]*>건너뛴 단계<\/h4>/);
    expect(dtbook).toContain(`src="${png}" alt="구름 그림"/>`);
    expect(dtbook).toContain(`src="${jpg}" alt=""/></imggroup>`);
    expect(dtbook).toMatch(/<prodnote [^>]*render="optional">A picture nobody has<\/prodnote>/);
    expect(dtbook.includes('\u0001') || dtbook.includes('\uFFFE')).toBe(false);
    expect(dtbook).toContain('>Control characters vanish.</sent>');
    const opf = entries.get('book.opf')?.toString('utf8') ?? '';
    expect(opf).toMatch(/<dc:Identifier id="uid">urn:uuid:[0-9a-f-]{36}<\/dc:Identifier>/);
    expect(opf).toContain('<dc:Date>2026-11-01</dc:Date>');
    // The contents list the headings and pages in reading order.
    const read = await contents(doc.DTM_NO);
    expect(read.HEADINGS.map((heading) => [heading.LEVEL, heading.LABEL])).toEqual([
      [1, '1단원 물의 순환'],
      [2, '증발'],
      [4, '건너뛴 단계'],
      [3, '목록'],
      [1, 'Chapter 2 English'],
    ]);
    expect(read.PAGES.map((page) => page.PAGE)).toEqual([1, 2]);
    expect(read).toMatchObject({ DTM_NO: doc.DTM_NO, STATUS: 'SUCCESS', AUDIO: 'N', TOTAL_TIME: 0, AUDIO_FILES: [], TITLE: '물의 순환 & Rain' });
    expect(read.PHRASES.find((phrase) => phrase.TEXT.startsWith('The water cycle'))).toMatchObject({ LANG: 'en', PAGE: 2, FILE: null });
    expect(read.PHRASES.find((phrase) => phrase.TEXT === '물은 증발한다.')).toMatchObject({ LANG: 'ko', PAGE: 1 });
    // Every file is a daisy/<dtm_no>/<uuid> blob with its row.
    const keys = await daisyKeys(doc.DTM_NO);
    expect(keys).toHaveLength(names.length);
    for (const key of keys) expect(key).toMatch(DAISY_BLOB_KEY);
    expect(keys.every((key) => key.startsWith(`daisy/${doc.DTM_NO}/`))).toBe(true);
  }, 90_000);

  it('makes a valid book of a 100-page document with no heading', async () => {
    const html = Array.from({ length: 100 }, (_, i) => `<p>Page ${i + 1} says something. 쪽 ${i + 1}.</p>`).join('<hr class="page-break">');
    const doc = await makeBook(t, t.owner, 'Hundred pages', html);
    await start(doc.DTM_NO, { FORMAT: 'daisy3' });
    expect((await finished(doc.DTM_NO)).STATUS).toBe('SUCCESS');
    await downloadValid(doc.DTM_NO);
    const read = await contents(doc.DTM_NO);
    expect(read.PAGES.map((page) => page.PAGE)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    // The title stands in as the first heading.
    expect(read.HEADINGS.map((heading) => heading.LABEL)).toEqual(['Hundred pages']);
    // Each page's sentences are on that page, in order.
    const pagesOfPhrases = read.PHRASES.filter((phrase) => phrase.KIND === 'phrase').map((phrase) => phrase.PAGE);
    expect([...new Set(pagesOfPhrases)]).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(read.PHRASES.find((phrase) => phrase.TEXT.startsWith('Page 57 '))?.PAGE).toBe(57);
  }, 90_000);

  it('makes an audio book: clips in the contents, MP3s in the ZIP, and signed addresses that serve ranges until the document is trashed', async () => {
    speech = toneAudio;
    const doc = await makeBook(t, t.owner, 'Spoken', '<h1>One</h1><p>First sentence. Second one.</p><hr class="page-break"><h1>Two</h1><p>안녕하세요.</p>');
    // The document's own page recording is handed to the speech step.
    await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.audio, ...fileForm('voice.mp3', MP3_AUDIO, { DTM_NO: doc.DTM_NO, PAGE_NO: '2' }) });
    const started = dataOf<WireDaisyStarted>(await convert(t.owner, { DTM_NO: doc.DTM_NO, FORMAT: 'DAISY3', VOICE: 'male', RATE: '200' }, 'json'), 201);
    expect(started).toMatchObject({ AUDIO: 'Y', VOICE: 'male', RATE: 200 });
    const done = await finished(doc.DTM_NO);
    expect(done).toMatchObject({ STATUS: 'SUCCESS', AUDIO: 'Y', VOICE: 'male', RATE: 200 });
    expect(done.TOTAL_TIME).toBeGreaterThan(0);
    const entries = await downloadValid(doc.DTM_NO);
    expect([...entries.keys()].filter((name) => name.startsWith('audio/')).sort()).toEqual(['audio/part001.mp3', 'audio/part002.mp3']);
    const read = await contents(doc.DTM_NO);
    expect(read.AUDIO_FILES.map((file) => file.FILE)).toEqual(['audio/part001.mp3', 'audio/part002.mp3']);
    // Each heading opens a page, so it plays after its page's number (the fake speaks 0.2 s a point): a page jump
    // lands before the heading, and the title comes first of all.
    expect(read.HEADINGS.map((heading) => [heading.LABEL, heading.FILE, heading.BEGIN])).toEqual([
      ['One', 'audio/part001.mp3', 0.4],
      ['Two', 'audio/part002.mp3', 0.2],
    ]);
    expect(read.PAGES.map((page) => [page.PAGE, page.FILE, page.BEGIN])).toEqual([
      [1, 'audio/part001.mp3', 0.2],
      [2, 'audio/part002.mp3', 0],
    ]);
    expect(read.TOTAL_TIME).toBe(done.TOTAL_TIME);
    const stored = await t.database.db.selectFrom('jobs').select('result').where('kind', '=', 'daisy').where('dtm_no', '=', doc.DTM_NO).executeTakeFirstOrThrow();
    expect((stored.result as { NARRATOR: string }).NARRATOR).toBe('test tones, male, 200 wpm, 1 recordings');

    // The <audio> address: no token, a Range answered with 206 and the right bytes.
    const audio = read.AUDIO_FILES[0] as WireDaisyContents['AUDIO_FILES'][number];
    expect(audio.URL).toMatch(/^\/drive-app\/file\/daisy\/\d+\/[0-9a-f-]{36}\?exp=\d+&aud=owner&sig=/);
    const whole = await t.call(null, { method: 'GET', url: audio.URL });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/mpeg');
    expect(whole.rawPayload.equals(entries.get('audio/part001.mp3') as Buffer)).toBe(true);
    expect(whole.headers['content-disposition']).toContain("filename*=UTF-8''Spoken%20audio%20part001.mp3");
    const part = await t.call(null, { method: 'GET', url: audio.URL, headers: { range: 'bytes=10-19' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${whole.rawPayload.length}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(10, 20))).toBe(true);
    // A book's text is not served there, even to its owner.
    const textKey = (await t.database.db.selectFrom('daisy_files').select('blob_key').where('dtm_no', '=', doc.DTM_NO).where('path', '=', 'book.xml').executeTakeFirstOrThrow()).blob_key;
    expect((await t.call(t.owner, { method: 'GET', url: `/drive-app/file/${textKey}` })).statusCode).toBe(404);
    // A tampered signature is refused; trashing the document ends the address.
    expect((await t.call(null, { method: 'GET', url: audio.URL.replace(/sig=(.)/, (_, first: string) => `sig=${first === 'A' ? 'B' : 'A'}`) })).statusCode).toBe(403);
    await trash(t, t.owner, 'images', doc.DTM_NO);
    expect((await t.call(null, { method: 'GET', url: audio.URL })).statusCode).toBe(404);
    // The owner still reads their trash's book, as every read of a trashed document; no new one is made of it.
    expect((await t.call(t.owner, { method: 'GET', url: DRIVE_PATHS.daisyContents, query: { DTM_NO: doc.DTM_NO } })).statusCode).toBe(200);
    expect(errorOf(await convert(t.owner, { DTM_NO: doc.DTM_NO, FORMAT: 'DAISY3' }), 409)).toBe('IN_TRASH');
  }, 90_000);

  it('ends a job FAILED with the speech step\'s reason at once, and the routes say so', async () => {
    speech = () => Promise.reject(new DaisyFailure('BAD_RECORDING', 'The recording of page 1 cannot be read.'));
    const doc = await makeBook(t, t.owner, 'Broken voice', '<p>Hello.</p>');
    await start(doc.DTM_NO, { AUDIO: 'Y' });
    const failed = await finished(doc.DTM_NO);
    expect(failed).toMatchObject({ STATUS: 'FAILED', ERROR_CODE: 'BAD_RECORDING', ERROR: 'The recording of page 1 cannot be read.', SIZE: null });
    const job = await t.database.db.selectFrom('jobs').select(['attempts', 'status']).where('kind', '=', 'daisy').where('dtm_no', '=', doc.DTM_NO).executeTakeFirstOrThrow();
    expect(job).toEqual({ attempts: 1, status: 'FAILED' });
    const download = await t.call(t.owner, { method: 'GET', url: DRIVE_PATHS.daisy, query: { DTM_NO: doc.DTM_NO } });
    expect(errorOf(download, 409)).toBe('DAISY_FAILED');
    expect((download.json() as { errors: { msg: string }[] }).errors[0]?.msg).toContain('BAD_RECORDING');
    expect(errorOf(await t.call(t.owner, { method: 'GET', url: DRIVE_PATHS.daisyContents, query: { DTM_NO: doc.DTM_NO } }), 409)).toBe('DAISY_FAILED');
    // Nothing of the failed book is kept.
    expect(await daisyKeys(doc.DTM_NO)).toEqual([]);
    expect((await t.blobs.list(`daisy/${doc.DTM_NO}/`)[Symbol.asyncIterator]().next()).done).toBe(true);
  }, 60_000);

  it('ends a book past its time (TIMED_OUT), its size or its sync points (TOO_LARGE), or without its content (INTERNAL) FAILED, and retries an unexpected error', async () => {
    // The speech step never ends by itself: the budget's signal stops it.
    speech = (_plan, options) => new Promise((_resolve, reject) => options.signal.addEventListener('abort', () => reject(new Error('stopped'))));
    const slow = await makeBook(t, t.owner, 'Slow', '<p>Slow.</p>');
    await start(slow.DTM_NO, { AUDIO: 'Y' });
    expect(await finished(slow.DTM_NO)).toMatchObject({ STATUS: 'FAILED', ERROR_CODE: 'TIMED_OUT' });

    // Audio larger than the book may be.
    speech = async (plan, options) => {
      await mkdir(join(options.workDir, 'audio'), { recursive: true });
      const file = join(options.workDir, 'audio', 'part001.mp3');
      await writeFile(file, Buffer.alloc(3 * 1024 * 1024));
      return { clips: new Map(plan.syncPoints.map((point) => [point.id, { src: 'audio/part001.mp3', begin: 0, end: 0.1 }])), files: [{ path: 'audio/part001.mp3', file, duration: 0.1 }], narrator: 'huge' };
    };
    const large = await makeBook(t, t.owner, 'Large', '<p>Large.</p>');
    await start(large.DTM_NO, { AUDIO: 'Y' });
    expect(await finished(large.DTM_NO)).toMatchObject({ STATUS: 'FAILED', ERROR_CODE: 'TOO_LARGE' });
    expect(await daisyKeys(large.DTM_NO)).toEqual([]);
    expect((await t.blobs.list(`daisy/${large.DTM_NO}/`)[Symbol.asyncIterator]().next()).done).toBe(true);

    // More sentences than a book may have (2,000 here).
    const many = await makeBook(t, t.owner, 'Many', Array.from({ length: 700 }, (_, i) => `<p>One ${i}. Two ${i}. Three ${i}.</p>`).join(''));
    await start(many.DTM_NO);
    expect(await finished(many.DTM_NO)).toMatchObject({ STATUS: 'FAILED', ERROR_CODE: 'TOO_LARGE' });

    // A document whose content is gone from the store fails at once: no attempt would find it.
    const gone = await makeBook(t, t.owner, 'Gone', '<p>Gone.</p>');
    const goneKey = (await t.database.db.selectFrom('files').select('blob_key').where('dtm_no', '=', gone.DTM_NO).executeTakeFirstOrThrow()).blob_key as string;
    await t.blobs.delete(goneKey);
    await start(gone.DTM_NO);
    expect(await finished(gone.DTM_NO)).toMatchObject({ STATUS: 'FAILED', ERROR_CODE: 'INTERNAL', ERROR: "The document's content is no longer stored." });

    // An unexpected error is tried again (the attempt counted), and the second attempt makes the book.
    let calls = 0;
    speech = async (plan, options) => {
      calls += 1;
      if (calls === 1) throw new Error('The disk hiccuped.');
      return toneAudio(plan, options);
    };
    const flaky = await makeBook(t, t.owner, 'Flaky', '<p>Flaky.</p>');
    await start(flaky.DTM_NO, { AUDIO: 'Y' });
    expect(await finished(flaky.DTM_NO)).toMatchObject({ STATUS: 'SUCCESS', AUDIO: 'Y' });
    expect((await t.database.db.selectFrom('jobs').select('attempts').where('kind', '=', 'daisy').where('dtm_no', '=', flaky.DTM_NO).executeTakeFirstOrThrow()).attempts).toBe(2);
    await downloadValid(flaky.DTM_NO);
  }, 60_000);

  it('answers the running job to a second POST (no second job), 202 while it runs, and replaces the previous book\'s blobs and rows', async () => {
    const doc = await makeBook(t, t.owner, 'Twice', '<h1>Once</h1><p>Text.</p>');
    await start(doc.DTM_NO);
    await finished(doc.DTM_NO);
    const firstKeys = await daisyKeys(doc.DTM_NO);
    expect(firstKeys.length).toBeGreaterThan(0);

    // A speech step that waits until the test lets it go: the job stays ONGOING meanwhile.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    speech = async (plan, options) => {
      await held;
      return toneAudio(plan, options);
    };
    const again = await convert(t.owner, { DTM_NO: doc.DTM_NO, FORMAT: 'DAISY3', AUDIO: 'Y', RATE: '120' });
    expect(again.statusCode).toBe(201);
    const duplicate = await convert(t.owner, { DTM_NO: doc.DTM_NO, FORMAT: 'DAISY3', AUDIO: 'N', VOICE: 'male' });
    expect(duplicate.statusCode).toBe(200);
    expect(dataOf<WireDaisyStarted>(duplicate)).toEqual({ DTM_NO: doc.DTM_NO, STATUS: 'ONGOING', AUDIO: 'Y', VOICE: 'female', RATE: 120 });
    expect(await jobCount(doc.DTM_NO)).toBe(2);
    expect((await state(doc.DTM_NO)).STATUS).toBe('ONGOING');
    for (const url of [DRIVE_PATHS.daisy, DRIVE_PATHS.daisyContents]) {
      const pending = await t.call(t.owner, { method: 'GET', url, query: { DTM_NO: doc.DTM_NO } });
      expect(pending.statusCode).toBe(202);
      expect(pending.json()).toEqual({ data: { DTM_NO: doc.DTM_NO, STATUS: 'ONGOING' } });
    }
    release();
    expect((await finished(doc.DTM_NO)).STATUS).toBe('SUCCESS');
    const secondKeys = await daisyKeys(doc.DTM_NO);
    expect(secondKeys.some((key) => firstKeys.includes(key))).toBe(false);
    // The previous book's blobs go right after the new one commits (so a moment after the status says SUCCESS); the new one's are there.
    await expect.poll(async () => (await Promise.all(firstKeys.map((key) => t.blobs.stat(key)))).every((stat) => stat === undefined), { timeout: 10_000, interval: 50 }).toBe(true);
    for (const key of secondKeys) expect(await t.blobs.stat(key)).toBeDefined();
    await downloadValid(doc.DTM_NO);
  }, 60_000);

  it('fails a job abandoned by a dead worker after its last attempt with WORKER_DIED, and takes one with attempts left again', async () => {
    const owner = await userRowOf(t, t.owner);
    const abandoned = await makeBook(t, t.owner, 'Abandoned', '<p>Never made.</p>');
    const retried = await makeBook(t, t.owner, 'Retried', '<p>Made on the second try.</p>');
    const claimedByTheDead = (dtmNo: string, attempts: number) =>
      t.database.db
        .insertInto('jobs')
        .values({ kind: 'daisy', dtm_no: dtmNo, user_no: owner, payload: JSON.stringify({ audio: false, voice: 'female', rate: 175 }), attempts, locked_by: 'dead-server', locked_at: new Date(Date.now() - 60_000), created_at: new Date() })
        .execute();
    await claimedByTheDead(abandoned.DTM_NO, 2);
    await claimedByTheDead(retried.DTM_NO, 1);
    expect(await finished(abandoned.DTM_NO)).toMatchObject({ STATUS: 'FAILED', ERROR_CODE: 'WORKER_DIED' });
    expect((await state(abandoned.DTM_NO)).ERROR).toMatch(/^Making the DAISY book stopped 2 times/);
    expect(await finished(retried.DTM_NO)).toMatchObject({ STATUS: 'SUCCESS' });
    await downloadValid(retried.DTM_NO);
  }, 60_000);

  it('refuses what it must: guests, someone else\'s file, a tactile file, a converting document, FORMAT, VOICE, RATE, AUDIO', async () => {
    const doc = await makeBook(t, t.owner, 'Refusals', '<p>Text.</p>');
    // FORMAT: missing or anything but DAISY3, with the spec's exact words.
    for (const format of [undefined, 'DAISY2', 'EPUB3', '']) {
      const response = await convert(t.owner, { DTM_NO: doc.DTM_NO, ...(format === undefined ? {} : { FORMAT: format }) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: [{ code: 'DAISY_FORMAT', msg: 'Only DAISY 3 is supported.' }] });
    }
    expect(errorOf(await convert(t.owner, { DTM_NO: doc.DTM_NO, FORMAT: 'DAISY3', VOICE: 'robot' }), 400)).toBe('BAD_REQUEST');
    for (const rate of ['79', '401', '1.5', 'fast']) expect(errorOf(await convert(t.owner, { DTM_NO: doc.DTM_NO, FORMAT: 'DAISY3', RATE: rate }), 400)).toBe('BAD_REQUEST');
    expect(errorOf(await convert(t.owner, { DTM_NO: doc.DTM_NO, FORMAT: 'DAISY3', AUDIO: 'maybe' }), 400)).toBe('BAD_REQUEST');
    expect(errorOf(await convert(t.owner, { FORMAT: 'DAISY3' }), 400)).toBe('BAD_REQUEST');
    expect(await jobCount(doc.DTM_NO)).toBe(0);

    // A guest: 401 on every route; a USER_NO not the caller's: 403.
    expect(errorOf(await convert(null, { DTM_NO: doc.DTM_NO, FORMAT: 'DAISY3' }), 401)).toBe('UNAUTHORIZED');
    for (const url of [DRIVE_PATHS.daisyStatus, DRIVE_PATHS.daisy, DRIVE_PATHS.daisyContents]) {
      expect((await t.call(null, { method: 'GET', url, query: { DTM_NO: doc.DTM_NO } })).statusCode).toBe(401);
      expect((await t.call(t.other, { method: 'GET', url, query: { DTM_NO: doc.DTM_NO } })).statusCode).toBe(404);
      expect(errorOf(await t.call(t.owner, { method: 'GET', url, query: { DTM_NO: '999999999' } }), 404)).toBe('FILE_NOT_FOUND');
    }
    expect(errorOf(await convert(t.owner, { DTM_NO: doc.DTM_NO, FORMAT: 'DAISY3', USER_NO: t.other.userNo }), 403)).toBe('FORBIDDEN');
    // Someone else's document, even published: FILE_NOT_FOUND, like every drive read.
    expect(errorOf(await convert(t.other, { DTM_NO: doc.DTM_NO, FORMAT: 'DAISY3' }), 404)).toBe('FILE_NOT_FOUND');
    expect(await jobCount(doc.DTM_NO)).toBe(0);
    // Never made: NONE, and 404 DAISY_NOT_FOUND for the book and its contents.
    expect(await state(doc.DTM_NO)).toEqual({ DTM_NO: doc.DTM_NO, STATUS: 'NONE', AUDIO: null, VOICE: null, RATE: null, ERROR_CODE: null, ERROR: null, CREATED_AT: null, SIZE: null, TOTAL_TIME: null });
    expect(errorOf(await t.call(t.owner, { method: 'GET', url: DRIVE_PATHS.daisy, query: { DTM_NO: doc.DTM_NO } }), 404)).toBe('DAISY_NOT_FOUND');
    expect(errorOf(await t.call(t.owner, { method: 'GET', url: DRIVE_PATHS.daisyContents, query: { DTM_NO: doc.DTM_NO } }), 404)).toBe('DAISY_NOT_FOUND');
    // A tactile file is not a document; one still converting cannot be read yet.
    const tactile = await makeFile(t, t.owner, 'Tactile');
    expect(errorOf(await convert(t.owner, { DTM_NO: tactile.DTM_NO, FORMAT: 'DAISY3' }), 400)).toBe('NOT_A_DOCUMENT');
    await t.database.db.updateTable('files').set({ conversion_status: 'ONGOING' }).where('dtm_no', '=', doc.DTM_NO).execute();
    expect(errorOf(await convert(t.owner, { DTM_NO: doc.DTM_NO, FORMAT: 'DAISY3' }), 409)).toBe('CONVERTING');
    expect(errorOf(await t.call(t.owner, { method: 'GET', url: DRIVE_PATHS.daisyStatus, query: { DTM_NO: doc.DTM_NO } }), 409)).toBe('CONVERTING');
    await t.database.db.updateTable('files').set({ conversion_status: null }).where('dtm_no', '=', doc.DTM_NO).execute();
  }, 60_000);

  it('the orphan sweep spares a live book\'s blobs and removes dead daisy/ ones; deleting the document for good removes its book', async () => {
    const doc = await makeBook(t, t.owner, 'Swept', '<p>Kept.</p>');
    await start(doc.DTM_NO);
    await finished(doc.DTM_NO);
    const live = await daisyKeys(doc.DTM_NO);
    const dead = `daisy/${doc.DTM_NO}/6f9619ff-8b86-4011-b42d-00c04fc964ff`;
    await t.blobs.put(dead, new Uint8Array([1, 2, 3]));
    // With no grace every unreferenced blob goes (the live ones are referenced by daisy_files).
    const later = () => new Date(Date.now() + 1000);
    await sweepOrphanBlobs({ db: t.database.db, blobs: t.blobs, now: later }, { blobsMs: 0, spooledMs: 0 });
    expect(await t.blobs.stat(dead)).toBeUndefined();
    for (const key of live) expect(await t.blobs.stat(key)).toBeDefined();
    await downloadValid(doc.DTM_NO);

    await trash(t, t.owner, 'images', doc.DTM_NO);
    dataOf(await t.call(t.owner, { method: 'PATCH', url: DRIVE_PATHS.status('images', doc.DTM_NO), payload: { STATUS: 'DELETED' } }));
    expect(await daisyKeys(doc.DTM_NO)).toEqual([]);
    for (const key of live) expect(await t.blobs.stat(key)).toBeUndefined();
  }, 60_000);
});

describe.each(TEST_ENGINES)('a DAISY book with real speech on %s', (engine) => {
  let t: DriveTestApp;
  let scratch: string;
  beforeAll(async () => {
    // The real speech step (eSpeak NG and LAME through runTool), with the default budget.
    t = await startDriveTestApp(engine, {}, { daisy: { workers: 1, pollMs: 100, queue: { leaseMs: 5000, maxAttempts: 2 } } });
    scratch = await mkdtemp(join(tmpdir(), 'daisy-speech-test-'));
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await rm(scratch, { recursive: true, force: true });
  });

  it('speaks a small Korean and English document into a valid audio book whose MP3 the signed address serves', async () => {
    const doc = await makeBook(t, t.owner, '작은 책', '<h1>물의 순환</h1><p>물은 증발한다.</p><hr class="page-break"><h2>English</h2><p>Rain falls.</p>');
    dataOf<WireDaisyStarted>(await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.daisyConvert, payload: { DTM_NO: doc.DTM_NO, FORMAT: 'DAISY3', AUDIO: 'Y', RATE: 220 } }), 201);
    const state = async () => dataOf<WireDaisyState>(await t.call(t.owner, { method: 'GET', url: DRIVE_PATHS.daisyStatus, query: { DTM_NO: doc.DTM_NO } }));
    await expect.poll(async () => (await state()).STATUS, { timeout: 90_000, interval: 200 }).not.toBe('ONGOING');
    const done = await state();
    expect(done, JSON.stringify(done)).toMatchObject({ STATUS: 'SUCCESS', AUDIO: 'Y', RATE: 220 });
    const response = await t.call(t.owner, { method: 'GET', url: DRIVE_PATHS.daisy, query: { DTM_NO: doc.DTM_NO } });
    expect(response.statusCode).toBe(200);
    const path = join(scratch, 'book.zip');
    await writeFile(path, response.rawPayload);
    expect(await validateDaisyZip(path)).toEqual([]);
    const read = dataOf<WireDaisyContents>(await t.call(t.owner, { method: 'GET', url: DRIVE_PATHS.daisyContents, query: { DTM_NO: doc.DTM_NO } }));
    expect(read.TOTAL_TIME).toBeGreaterThan(0.5);
    expect(read.PHRASES.every((phrase) => phrase.FILE !== null && (phrase.END as number) > (phrase.BEGIN as number))).toBe(true);
    const audio = await t.call(null, { method: 'GET', url: read.AUDIO_FILES[0]?.URL as string, headers: { range: 'bytes=0-1' } });
    expect(audio.statusCode).toBe(206);
    expect(audio.headers['content-type']).toBe('audio/mpeg');
  }, 120_000);
});
