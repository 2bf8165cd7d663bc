// `npm run bench`: prints benchmark figures. Figures to read, never pass/fail.
import { runBundleSizeBench } from './bench/bundleSize.ts';
import { runTactileBench } from './bench/tactile.ts';

await runBundleSizeBench();
runTactileBench();
