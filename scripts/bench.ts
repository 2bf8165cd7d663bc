// `npm run bench`: prints benchmark figures. Figures to read, never pass/fail.
import { runBundleSizeBench } from './bench/bundleSize.ts';

await runBundleSizeBench();
