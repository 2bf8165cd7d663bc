import type { IncomingMessage } from 'node:http';

// Watches a request body while it arrives, for the two ways a client can hold
// a connection with almost nothing: sending too slowly, and never finishing.
// Progress is counted on the socket (bytesRead), so the body itself is never
// read here and the route keeps its stream untouched.

export interface BodyRule {
  /** The body must be complete within this many ms of the watch's start (none for uploads, which may take hours on a slow line). */
  readonly deadlineMs: number | undefined;
  /** Each window must bring at least this many bytes (0: no minimum)… */
  readonly minBytesPerWindow: number;
  /** …per window of this many ms. */
  readonly windowMs: number;
}

export type BodyTimeout = 'TOO_SLOW' | 'TOO_LONG';

/** Whether a body is still to come: declared by a length or a chunked encoding, and not yet whole. */
export function bodyPending(raw: IncomingMessage): boolean {
  if (raw.complete) return false;
  const length = Number(raw.headers['content-length'] ?? 0);
  return length > 0 || raw.headers['transfer-encoding'] !== undefined;
}

/**
 * The server, not the client, is the slow side when bytes already received
 * wait unread in the request's buffer (the route is still checking the
 * caller, or writing to disk): such a window does not count against it.
 */
function waitingOnServer(raw: IncomingMessage): boolean {
  return raw.readableLength > 0 || raw.isPaused();
}

/**
 * Calls `onTimeout` once if the body breaks the rule, and stops watching when
 * the body is complete or the connection closes. Returns a stop function.
 */
export function watchBody(raw: IncomingMessage, rule: BodyRule, onTimeout: (why: BodyTimeout) => void): () => void {
  const socket = raw.socket;
  let lastRead = socket.bytesRead;
  let lastCheck = performance.now();
  const timers: NodeJS.Timeout[] = [];
  // The watch ends with the body ('end'), with the request ('close': answered
  // or aborted) or with the connection. Without the first two a kept-alive
  // connection would gather one listener per request until the next tick.
  const ends = [
    [raw, 'end'],
    [raw, 'close'],
    [socket, 'close'],
  ] as const;
  const stop = () => {
    for (const timer of timers) clearTimeout(timer);
    for (const [emitter, event] of ends) emitter.off(event, stop);
  };
  const fail = (why: BodyTimeout) => {
    stop();
    if (!raw.complete && !socket.destroyed) onTimeout(why);
  };
  for (const [emitter, event] of ends) emitter.once(event, stop);
  if (rule.deadlineMs !== undefined) timers.push(setTimeout(() => fail('TOO_LONG'), rule.deadlineMs));
  timers.push(
    setInterval(() => {
      if (raw.complete) return stop();
      const read = socket.bytesRead;
      const now = performance.now();
      // A check that comes late means this process was busy (bytes may wait
      // unread in the kernel): the window says nothing about the client.
      const lagged = now - lastCheck > rule.windowMs * 1.25;
      const slow = read - lastRead < rule.minBytesPerWindow && !lagged && !waitingOnServer(raw);
      lastRead = read;
      lastCheck = now;
      if (slow) fail('TOO_SLOW');
    }, rule.windowMs),
  );
  for (const timer of timers) timer.unref();
  return stop;
}
