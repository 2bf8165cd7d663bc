// Fields of the pages panel keep what is being typed as a draft and commit it
// to the editor when they are left (one undoable step per edit, not one per
// key). A save, an export or an open can start from inside such a field
// (Ctrl+S), where it is never left: so each field registers how to commit its
// draft, and the file layer commits every draft first. A commit may be
// asynchronous (the text line is translated to braille first).

import type { CanvasEditor } from '../../../../core/canvas/index.ts';

type Commit = () => void | Promise<void>;

const drafts = new WeakMap<CanvasEditor, Set<Commit>>();

/** Used by a field while mounted; returns the unregistering function. */
export function registerDraft(editor: CanvasEditor, commit: Commit): () => void {
  const commits = drafts.get(editor) ?? new Set<Commit>();
  drafts.set(editor, commits);
  commits.add(commit);
  return () => void commits.delete(commit);
}

/** Commits what every field of this editor holds, and waits for the slow ones. */
export async function commitDrafts(editor: CanvasEditor): Promise<void> {
  await Promise.all([...(drafts.get(editor) ?? [])].map((commit) => commit()));
}
