// `npm run bench`: prints benchmark figures. Figures to read, never pass/fail.
import { runBrailleBench } from './bench/braille.ts';
import { runBundleSizeBench } from './bench/bundleSize.ts';
import { runCanvasBench } from './bench/canvas.ts';
import { runDeviceBench } from './bench/device.ts';
import { runDriveBench } from './bench/drive.ts';
import { runTactileBench } from './bench/tactile.ts';
import { runStartupBench } from './bench/startup.ts';
import { runWireSizeBench } from './bench/wireSize.ts';

await runBundleSizeBench();
await runWireSizeBench();
runTactileBench();
await runCanvasBench();
await runBrailleBench();
await runDeviceBench();
await runDriveBench();
await runStartupBench();
