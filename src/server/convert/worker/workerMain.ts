import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ConversionFailure } from '../conversion.ts';
import { convertFile } from '../convertFile.ts';
import { pdfPlainText } from '../pdf/text/pdfPlainText.ts';
import { ANSWER_FILE, type WorkerAnswer, type WorkerRequest } from './workerProtocol.ts';

// The conversion worker process (runWorker.ts starts it): reads the request,
// converts, writes the answer and exits 0 — also when the file could not be
// converted, which is an answer too. Anything else (out of memory, killed,
// a bug) ends the process otherwise, and the server words that.

async function work(request: WorkerRequest): Promise<WorkerAnswer> {
  try {
    if (request.task === 'plain-text') {
      const { text, pages } = await pdfPlainText(request.inputPath, request.workDir, request.limits);
      await writeFile(join(request.workDir, 'text.txt'), text, 'utf8');
      return { ok: true, task: 'plain-text', textFile: 'text.txt', pages };
    }
    const output = await convertFile(request);
    await writeFile(join(request.workDir, 'document.html'), output.html, 'utf8');
    const images = [];
    for (const [index, image] of output.images.entries()) {
      const file = `picture-${index}`;
      await writeFile(join(request.workDir, file), image.bytes);
      images.push({ id: image.id, contentType: image.contentType, file });
    }
    return { ok: true, task: 'convert', htmlFile: 'document.html', images, notes: output.notes, sourcePages: output.sourcePages, engine: output.engine };
  } catch (error) {
    if (error instanceof ConversionFailure) return { ok: false, code: error.code, message: error.message };
    throw error;
  }
}

const requestPath = process.argv[2];
if (requestPath === undefined) {
  console.error('usage: workerMain.ts <request.json>');
  process.exit(2);
}
const request = JSON.parse(await readFile(requestPath, 'utf8')) as WorkerRequest;
// The server that started this worker keeps its clock; should the server die
// (kill -9), nobody would, so the worker stops itself: when its parent is gone,
// and a little after the conversion's own time is up.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.exit(70);
}, 200).unref();
setTimeout(() => process.exit(71), request.limits.timeoutMs + 10_000).unref();
const answer = await work(request);
await writeFile(join(request.workDir, ANSWER_FILE), JSON.stringify(answer), 'utf8');
