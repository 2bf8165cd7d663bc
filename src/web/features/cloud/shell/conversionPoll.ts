/** Spec §9: the conversion popup poll runs every 10 s. */
export const CONVERSION_POLL_MS = 10_000;

export interface FinishedConversion {
  readonly dtmNo: string;
  /** 'FAILED', or a success status. */
  readonly status: string;
  /** A success: the accessibility problems its check found (issue 22); null or absent when it was not checked. */
  readonly a11yFindings?: { readonly errors: number; readonly warnings: number } | null;
}

/** The problems a finished conversion's check found, errors and warnings together; 0 when none or not checked. */
export function problemsToCheck(conversion: FinishedConversion): number {
  return (conversion.a11yFindings?.errors ?? 0) + (conversion.a11yFindings?.warnings ?? 0);
}

export interface ConversionPollDeps {
  /** The finished conversions not yet shown; null when the call failed (tried again next time). */
  readonly fetchFinished: () => Promise<readonly FinishedConversion[] | null>;
  readonly markShown: (dtmNo: string) => Promise<unknown>;
  /** Shows one finished conversion; may first ask for more (a failure's reason). */
  readonly notify: (conversion: FinishedConversion) => void | Promise<void>;
  /** After a round that showed any: the lists that show these documents are read again. */
  readonly onShown?: () => void;
  /** Spec §2: only while the tab is visible. */
  readonly isVisible: () => boolean;
  readonly intervalMs?: number;
}

/**
 * Spec §2: every 10 seconds, while the tab is visible, ask for finished
 * document conversions, show each once and mark it shown. One round at a
 * time: a slow answer is never asked for twice. Returns the stop function.
 */
export function startConversionPoll(deps: ConversionPollDeps): () => void {
  let running = false;
  let stopped = false;
  const round = async () => {
    if (running || stopped || !deps.isVisible()) return;
    running = true;
    let shown = 0;
    try {
      for (const conversion of (await deps.fetchFinished()) ?? []) {
        if (stopped) return;
        await deps.notify(conversion);
        shown += 1;
        await deps.markShown(conversion.dtmNo);
      }
    } catch (error) {
      console.error('The conversion poll failed', error);
    } finally {
      running = false;
      if (shown > 0 && !stopped) deps.onShown?.();
    }
  };
  const timer = setInterval(() => void round(), deps.intervalMs ?? CONVERSION_POLL_MS);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
