import type { SessionProblem } from '../api/sessionProblems.ts';

// The 'Plean sign in again(n) !' alerts (spec §2 menu guard, §8). Several
// failing calls can each report at once; the user sees one alert, the first,
// and the others are dropped while it is open.

export interface ReportedProblem {
  readonly problem: SessionProblem;
  /** Where to land after signing in; the current page when not given. */
  readonly returnTo?: string | undefined;
}

export interface SessionProblemStore {
  report(problem: SessionProblem, returnTo?: string): void;
  current(): ReportedProblem | null;
  dismiss(): void;
  subscribe(listener: () => void): () => void;
}

export function createSessionProblemStore(): SessionProblemStore {
  let current: ReportedProblem | null = null;
  const listeners = new Set<() => void>();
  const set = (next: ReportedProblem | null) => {
    current = next;
    listeners.forEach((listener) => listener());
  };
  return {
    report(problem, returnTo) {
      if (current === null) set({ problem, returnTo });
    },
    current: () => current,
    dismiss: () => set(null),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
