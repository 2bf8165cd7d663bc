// `npm run dev`: the API server (restarting on change) and Vite's dev server,
// which proxies the API paths to it.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './lib/buildIfNeeded.ts';

const apiPort = process.env['API_PORT'] ?? '8081';
const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch', join(repoRoot, 'src/server/main.ts')], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, HOST: '127.0.0.1' },
  }),
  spawn(process.execPath, [join(repoRoot, 'node_modules/vite/bin/vite.js')], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => {
  stop();
  process.exitCode = code ?? 0;
});
