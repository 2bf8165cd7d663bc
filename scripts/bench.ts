// `npm run bench`: prints benchmark figures. Figures to read, never pass/fail.
// `npm run bench -- drive` (or any of the names below) runs only those sections.
import { runAccessibilityCheckBench } from './bench/accessibilityCheck.ts';
import { runBookBench } from './bench/book.ts';
import { runBrailleBench } from './bench/braille.ts';
import { runBundleSizeBench } from './bench/bundleSize.ts';
import { runCanvasBench } from './bench/canvas.ts';
import { runConversionBench } from './bench/conversion.ts';
import { runDaisyBench } from './bench/daisy.ts';
import { runDeviceBench } from './bench/device.ts';
import { runDriveBench } from './bench/drive.ts';
import { pickSections, UnknownSectionError, type BenchSection } from './bench/sections.ts';
import { runStartupBench } from './bench/startup.ts';
import { runImageDecodeBench, runTactileBench } from './bench/tactile.ts';
import { runWireSizeBench } from './bench/wireSize.ts';

const sections: readonly BenchSection[] = [
  { name: 'bundle', run: runBundleSizeBench },
  { name: 'wire', run: runWireSizeBench },
  { name: 'tactile', run: runTactileBench },
  { name: 'image', run: runImageDecodeBench },
  { name: 'canvas', run: runCanvasBench },
  { name: 'book', run: runBookBench },
  { name: 'a11ycheck', run: runAccessibilityCheckBench },
  { name: 'conversion', run: runConversionBench },
  { name: 'daisy', run: runDaisyBench },
  { name: 'braille', run: runBrailleBench },
  { name: 'device', run: runDeviceBench },
  { name: 'drive', run: runDriveBench },
  { name: 'startup', run: runStartupBench },
];

let chosen: readonly BenchSection[] = [];
try {
  chosen = pickSections(sections, process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UnknownSectionError)) throw error;
  console.error(error.message);
  process.exit(2);
}
for (const section of chosen) await section.run();
