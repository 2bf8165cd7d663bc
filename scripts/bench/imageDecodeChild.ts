// One image → tactile conversion in a process of its own, so its peak memory
// (ru_maxrss) is this conversion's alone: `node imageDecodeChild.ts FILE
// whole|target 320|768` prints { ms, peakMiB, width, height } as JSON.
// "whole" decodes every pixel first (the CLI before issue 18), "target"
// passes the pin grid so a large JPEG is decoded at 1/8 scale (the CLI now).
import { readFileSync } from 'node:fs';
import { decodeImage } from '../../src/cli/decodeImage.ts';
import { imageToTactile } from '../../src/core/image/index.ts';
import { DEVICE_MODELS } from '../../src/core/pins/index.ts';

const [file = '', mode = 'target', model = '768'] = process.argv.slice(2);
const target = DEVICE_MODELS[model === '320' ? 320 : 768];
const bytes = new Uint8Array(readFileSync(file));
const started = performance.now();
const image = decodeImage(bytes, mode === 'whole' ? undefined : target);
imageToTactile(image, target);
const ms = performance.now() - started;
// ru_maxrss is in kilobytes on Linux.
process.stdout.write(`${JSON.stringify({ ms, peakMiB: process.resourceUsage().maxRSS / 1024, width: image.width, height: image.height })}\n`);
