import type { ApiResult } from '../../../api/apiTypes.ts';
import type { DaisyState } from '../api/daisyApi.ts';

/** How often a book being made is asked after (GET /doc/daisy-status is light). */
export const DAISY_POLL_MS = 2000;
/** After this many asks (an hour at 2 s) the app stops following and says where to look. */
export const DAISY_POLL_LIMIT = 1800;

export interface DaisyFollowDeps {
  readonly status: (dtmNo: string) => Promise<ApiResult<DaisyState>>;
  /** The book was made (SUCCESS) or failed (FAILED): said once. */
  readonly onFinished: (state: DaisyState) => void;
  /** Still being made after DAISY_POLL_LIMIT asks. */
  readonly onGaveUp: () => void;
  /** Asks wait while the tab is hidden (as the conversion poll does); the answer comes on return. */
  readonly isVisible?: () => boolean;
  readonly intervalMs?: number;
  readonly limit?: number;
}

// One follower per document, kept at module level so it outlives the Book
// and the reader: a teacher who starts a book and goes to the Cloud still
// hears that it is ready. Starting again for the same document replaces it.
const followers = new Map<string, () => void>();

/**
 * Asks GET /doc/daisy-status every 2 s, one ask at a time, until the book is
 * made or failed (onFinished), none is being made any more (NONE: nothing to
 * say), the document is gone or the session ended (the 404's or the session's
 * own message has spoken), or the limit is reached (onGaveUp). A failed ask
 * (no answer, a 5xx) is tried again at the next tick. Returns the stop function.
 */
export function followDaisyBook(dtmNo: string, deps: DaisyFollowDeps): () => void {
  followers.get(dtmNo)?.();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let asks = 0;
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    if (followers.get(dtmNo) === stop) followers.delete(dtmNo);
  };
  const next = () => {
    if (!stopped) timer = setTimeout(() => void round(), deps.intervalMs ?? DAISY_POLL_MS);
  };
  const round = async () => {
    if (deps.isVisible && !deps.isVisible()) return next();
    asks += 1;
    const result = await deps.status(dtmNo);
    if (stopped) return;
    if (!result.ok) {
      if (result.sessionProblem !== undefined || result.status === 404) return stop();
    } else if (result.data.status === 'SUCCESS' || result.data.status === 'FAILED') {
      stop();
      return deps.onFinished(result.data);
    } else if (result.data.status === 'NONE') {
      return stop();
    }
    if (asks >= (deps.limit ?? DAISY_POLL_LIMIT)) {
      stop();
      return deps.onGaveUp();
    }
    next();
  };
  followers.set(dtmNo, stop);
  next();
  return stop;
}

/** The documents being followed (tests; the reader could show them). */
export function followedDaisyBooks(): readonly string[] {
  return [...followers.keys()];
}

/** Stops every follower (sign-out, tests). */
export function stopFollowingDaisyBooks(): void {
  [...followers.values()].forEach((stop) => stop());
}
