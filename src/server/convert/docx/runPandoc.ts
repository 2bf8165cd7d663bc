import { createWriteStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import { ConversionFailure, type ConversionFailureCode } from '../conversion.ts';
import { runTool } from '../tools/runTool.ts';
import type { DocxPackage } from './packageParts.ts';

// Pandoc reads the package we vetted, rebuilt as a new ZIP from exactly the
// parts we read (so its own ZIP reader cannot find anything ours skipped or
// misread), and writes HTML5 with MathML through a template of our own:
// pandoc takes Word's Title, Subtitle, Author, Date and Abstract paragraphs
// out of the body into its metadata, and the template puts them back where
// they stood, the title as the leading h1. `--sandbox` stops pandoc reading
// or fetching anything beyond its input (linked pictures, remote images);
// runTool adds its own fences (no network, memory, CPU, output size).
// `--extract-media` still works in the sandbox: it writes the pictures of the
// document, under the names its HTML uses, into our private folder.

/** Where pandoc writes the document's pictures, inside the work folder; its HTML names them `media-out/…`. */
export const MEDIA_FOLDER = 'media-out';

const TEMPLATE = `<!DOCTYPE html>
<html>
<head>
<meta charset="utf-8">
$if(title)$<title>$pagetitle$</title>$endif$
</head>
<body>
$if(title)$<h1>$title$</h1>$endif$
$if(subtitle)$<p>$subtitle$</p>$endif$
$for(author)$<p>$author$</p>$endfor$
$if(date)$<p>$date$</p>$endif$
$if(abstract)$$abstract$$endif$
$body$
</body>
</html>
`;

/** Parts that are already compressed gain nothing from deflate. */
const STORED = /\.(png|jpe?g|gif|emf|wmf|tiff?|bmp|wdp|mp4|mp3|wav|zip)$/i;

async function writePackage(pkg: DocxPackage, path: string): Promise<void> {
  const zip = new yazl.ZipFile();
  for (const [name, bytes] of pkg.parts) zip.addBuffer(bytes, name, { compress: !STORED.test(name) });
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(path));
}

export interface PandocRun {
  readonly workDir: string;
  readonly timeoutMs: number;
  readonly memoryBytes: number;
  readonly maxOutputBytes: number;
}

/** The HTML pandoc writes for `pkg` (pictures in workDir/media-out). */
export async function runPandoc(pkg: DocxPackage, run: PandocRun): Promise<string> {
  const input = join(run.workDir, 'vetted.docx');
  const template = join(run.workDir, 'template.html');
  await writePackage(pkg, input);
  await writeFile(template, TEMPLATE, 'utf8');
  const result = await runTool({
    command: 'pandoc',
    args: ['--sandbox', '--from=docx', '--to=html5', '--mathml', '--wrap=none', `--template=${template}`, `--extract-media=${MEDIA_FOLDER}`, input],
    workDir: run.workDir,
    timeoutMs: run.timeoutMs,
    memoryBytes: run.memoryBytes,
    maxOutputBytes: run.maxOutputBytes,
  }).catch((error: unknown) => {
    throw error instanceof ConversionFailure ? inWords(error) : error;
  });
  return result.stdout.toString('utf8');
}

const WHAT: Partial<Record<ConversionFailureCode, string>> = {
  DAMAGED: 'The Word document could not be read',
  TOO_LARGE: 'The converted document is too large',
  TIMED_OUT: 'The conversion took too long',
  OUT_OF_MEMORY: 'The conversion ran out of memory',
  TOOL_MISSING: 'The Word converter (pandoc) is not installed',
};

/** runTool's failure said as the job tells it, with the tool's own words after (for support staff). */
function inWords(failure: ConversionFailure): ConversionFailure {
  const what = WHAT[failure.code] ?? 'The conversion failed';
  return new ConversionFailure(failure.code, `${what} (${failure.message.replace(/\.$/, '')}).`);
}
