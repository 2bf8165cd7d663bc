import { open } from 'node:fs/promises';
import { ConversionFailure, type ConversionOutput } from './conversion.ts';
import { convertDocx } from './docx/convertDocx.ts';
import { convertPdf } from './pdf/convertPdf.ts';
import type { WorkerRequest } from './worker/workerProtocol.ts';

// Inside the worker: which converter a file goes to, by its first bytes (the
// upload was checked already; this checks again, as the worker may be handed
// anything). A PDF starts with its header; a DOCX is a ZIP.

const PDF_HEADER = Buffer.from('%PDF-');
const ZIP_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

async function firstBytes(path: string): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(8);
    const { bytesRead } = await handle.read(buffer, 0, 8, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export async function convertFile(request: WorkerRequest): Promise<ConversionOutput> {
  const head = await firstBytes(request.inputPath);
  if (head.length === 0) throw new ConversionFailure('EMPTY_FILE', 'The file is empty.');
  if (head.subarray(0, PDF_HEADER.length).equals(PDF_HEADER)) {
    return convertPdf(request.inputPath, request.workDir, { quality: request.quality, limits: request.limits, ocrLanguages: request.ocrLanguages });
  }
  if (head.subarray(0, ZIP_HEADER.length).equals(ZIP_HEADER)) return convertDocx(request.inputPath, request.workDir, request.limits);
  throw new ConversionFailure('WRONG_FORMAT', 'The file is neither a PDF nor a Word document (DOCX).');
}
