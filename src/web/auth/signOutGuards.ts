// What must be asked before signing out, while the session is still valid.
// A screen with work that is not saved (the Canvas) registers a guard; the
// sign-out command asks every guard first, and signs out only when all say
// go on. Asking after the tokens were cleared would leave "Save" nothing to
// save with (issue 17): a save needs the session the sign-out ends.

/** Asks about unsaved work; true to go on signing out (saved, or dropped on purpose), false to stay signed in. */
export type SignOutGuard = () => Promise<boolean>;

const guards = new Set<SignOutGuard>();

/** Registers a guard while its screen is shown; returns the function that removes it. */
export function registerSignOutGuard(guard: SignOutGuard): () => void {
  guards.add(guard);
  return () => {
    guards.delete(guard);
  };
}

/** Asks each guard in turn; false as soon as one says stay (the others are not asked). */
export async function askBeforeSignOut(): Promise<boolean> {
  for (const guard of [...guards]) {
    if (!(await guard())) return false;
  }
  return true;
}
