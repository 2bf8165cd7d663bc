import { mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { describeBlobStore } from './blobStoreSuite.ts';
import { fsBlobStore } from './fsBlobStore.ts';

// The shared blob-store tests on a temporary folder; an unfinished write is a
// .part file under the folder's .incoming.

describeBlobStore({
  name: 'file-system',
  newStore: async () => {
    const root = mkdtempSync(join(tmpdir(), 'blobs-'));
    const incoming = join(root, '.incoming');
    return {
      store: fsBlobStore(root),
      unfinished: async () => {
        try {
          return readdirSync(incoming).length;
        } catch {
          return 0;
        }
      },
      leaveUnfinished: async (when) => {
        mkdirSync(incoming, { recursive: true });
        const part = join(incoming, `${randomUUID()}.part`);
        writeFileSync(part, 'crashed half way');
        utimesSync(part, when, when);
      },
    };
  },
});
