import type { ApiFailure, ApiResult } from '../../../api/apiTypes.ts';
import type { DriveCommandApi } from './driveCommandApi.ts';
import type { ItemRef, PublishPlace } from './types.ts';

// Spec §4: the undo and redo stacks hold commands. A drive command is a list
// of steps, one per item, each knowing how to undo itself through the API.
// Steps run in order; the applied ones are always a prefix of the list, so a
// command that failed half way can still be undone exactly as far as it went.

export type DriveCommandKind = 'rename' | 'move' | 'paste' | 'copy' | 'newFolder' | 'trash' | 'publish' | 'unpublish';

export type StepOutcome = { readonly ok: true } | { readonly ok: false; readonly failure: ApiFailure };

export interface DriveStep {
  apply(): Promise<StepOutcome>;
  revert(): Promise<StepOutcome>;
}

export interface DriveCommand {
  readonly kind: DriveCommandKind;
  /** The items it touches. */
  readonly size: number;
  /** How many of its steps are in effect now. */
  readonly applied: number;
  /** Do (or redo) every step not yet in effect; stops at the first failure. */
  perform(): Promise<StepOutcome>;
  /** Undo every step in effect, last first; stops at the first failure. */
  revert(): Promise<StepOutcome>;
}

const OK: StepOutcome = { ok: true };

function outcome(result: ApiResult<unknown>): StepOutcome {
  return result.ok ? OK : { ok: false, failure: result };
}

/** Runs `second` only when `first` worked. */
async function then(first: Promise<ApiResult<unknown>>, second: () => Promise<ApiResult<unknown>>): Promise<StepOutcome> {
  const result = await first;
  return result.ok ? outcome(await second()) : outcome(result);
}

export function commandOf(kind: DriveCommandKind, steps: readonly DriveStep[]): DriveCommand {
  let applied = 0;
  return {
    kind,
    size: steps.length,
    get applied() {
      return applied;
    },
    async perform() {
      while (applied < steps.length) {
        const result = await (steps[applied] as DriveStep).apply();
        if (!result.ok) return result;
        applied += 1;
      }
      return OK;
    },
    async revert() {
      while (applied > 0) {
        const result = await (steps[applied - 1] as DriveStep).revert();
        if (!result.ok) return result;
        applied -= 1;
      }
      return OK;
    },
  };
}

export function renameCommand(api: DriveCommandApi, item: ItemRef, name: string): DriveCommand {
  return commandOf('rename', [
    {
      apply: async () => outcome(await api.rename(item, name)),
      revert: async () => outcome(await api.rename({ ...item, name }, item.name)),
    },
  ]);
}

/** Moves items into a folder (the move dialog, or cut and paste: kind 'paste'); undo puts each back in its own folder. */
export function moveCommand(api: DriveCommandApi, items: readonly ItemRef[], folderNo: string, kind: 'move' | 'paste' = 'move'): DriveCommand {
  return commandOf(
    kind,
    items.map((item) => ({
      apply: async () => outcome(await api.move(item, folderNo)),
      revert: async () => outcome(await api.move(item, item.parentNo)),
    })),
  );
}

/**
 * Something the server creates (a copy, a new folder): undo puts it in the
 * trash, where it can still be found; redo brings that same item back rather
 * than making another.
 */
function createdStep(api: DriveCommandApi, create: () => Promise<ApiResult<ItemRef>>): DriveStep {
  let made: ItemRef | undefined;
  return {
    async apply() {
      if (made) return outcome(await api.setStatus(made, 'ACTIVE'));
      const result = await create();
      if (result.ok) made = result.data;
      return outcome(result);
    },
    async revert() {
      return made ? outcome(await api.setStatus(made, 'TRASHED')) : OK;
    },
  };
}

/** Copies items into a folder (the copy dialog, or copy and paste: kind 'paste'). */
export function copyCommand(api: DriveCommandApi, items: readonly ItemRef[], folderNo: string, kind: 'copy' | 'paste' = 'copy'): DriveCommand {
  return commandOf(
    kind,
    items.map((item) => createdStep(api, () => api.copy(item, folderNo))),
  );
}

export function newFolderCommand(api: DriveCommandApi, name: string, parentNo: string): DriveCommand {
  return commandOf('newFolder', [createdStep(api, () => api.createFolder(name, parentNo))]);
}

/** To the trash; undo restores, and publishes again a file that was published (trashing unpublishes it). */
export function trashCommand(api: DriveCommandApi, items: readonly ItemRef[]): DriveCommand {
  return commandOf(
    'trash',
    items.map((item) => ({
      apply: async () => outcome(await api.setStatus(item, 'TRASHED')),
      revert: async () => {
        const { published } = item;
        const restored = api.setStatus(item, 'ACTIVE');
        return published && item.type === 'FILE' ? then(restored, () => api.publish(item.no, published)) : outcome(await restored);
      },
    })),
  );
}

/** Publishes files in one place; undo puts each back as it was: unpublished, or published where it was. */
export function publishCommand(api: DriveCommandApi, files: readonly ItemRef[], place: PublishPlace): DriveCommand {
  return commandOf(
    'publish',
    files.map((file) => ({
      apply: async () => outcome(await api.publish(file.no, place)),
      revert: async () => outcome(await (file.published ? api.publish(file.no, file.published) : api.unpublish(file.no))),
    })),
  );
}

/** Unpublishes files; undo publishes each again where it was. */
export function unpublishCommand(api: DriveCommandApi, files: readonly ItemRef[]): DriveCommand {
  return commandOf(
    'unpublish',
    files.map((file) => ({
      apply: async () => outcome(await api.unpublish(file.no)),
      revert: async () => (file.published ? outcome(await api.publish(file.no, file.published)) : OK),
    })),
  );
}
