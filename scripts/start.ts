// `npm start`: build the web app if it is missing or stale, then run the server.
import { buildIfNeeded } from './lib/buildIfNeeded.ts';

buildIfNeeded();
await import('../src/server/main.ts');
