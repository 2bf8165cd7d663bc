// The server process's start and stop (src/server/main.ts). A supervisor may
// send SIGTERM at any moment, also while the server is still starting (the
// migrations of a large database take a while): the signal is heard from the
// first line on, start-up stops after the step under way (a migration is not
// cut in half), and what it opened so far is closed — the database, and with
// it the data folder's lock — before the process exits. A second signal while
// that step runs ends the process at once.

/** Start-up was stopped by a signal; the process closes what it opened and exits 0. */
export class StopRequested extends Error {
  readonly signal: NodeJS.Signals;
  constructor(signal: NodeJS.Signals) {
    super(`${signal} arrived while the server was starting.`);
    this.signal = signal;
  }
}

export interface Lifecycle {
  /** Something start-up opened; closed on stop, the last opened first. */
  opened(close: () => Promise<void> | void): void;
  /** Between two start-up steps: throws StopRequested when a signal arrived meanwhile. */
  checkpoint(): void;
  /** Start-up is over: a signal from now on closes everything and exits 0. */
  started(): void;
  /** Closes what was opened, once, whatever one closer throws. */
  closeAll(): Promise<void>;
}

const SIGNALS: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM'];

export function startLifecycle(options: { readonly say: (line: string) => void; readonly sayError: (error: unknown) => void; readonly exit: (code: number) => void }): Lifecycle {
  const closers: (() => Promise<void> | void)[] = [];
  let received: NodeJS.Signals | undefined;
  let running = false;
  let closing: Promise<void> | undefined;

  const closeAll = (): Promise<void> => {
    closing ??= (async () => {
      for (const close of closers.splice(0).reverse()) {
        try {
          await close();
        } catch (error) {
          options.sayError(error);
        }
      }
    })();
    return closing;
  };

  const onSignal = (signal: NodeJS.Signals): void => {
    if (received !== undefined) {
      // Asked twice: the step under way may never end (an unreachable store); stop now.
      if (!running) options.exit(1);
      return;
    }
    received = signal;
    if (running) {
      options.say(`${signal} received: shutting down.`);
      void closeAll().then(() => options.exit(0));
    } else {
      options.say(`${signal} received while starting: stopping after the current step (send it again to stop at once).`);
    }
  };
  for (const signal of SIGNALS) process.on(signal, onSignal);

  return {
    opened: (close) => void closers.push(close),
    checkpoint() {
      if (received !== undefined) throw new StopRequested(received);
    },
    started() {
      running = true;
      if (received !== undefined) void closeAll().then(() => options.exit(0));
    },
    closeAll,
  };
}
