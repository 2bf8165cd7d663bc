/** Every drive query starts with this key, so one invalidation refreshes them all after a change (the conversion poll's too, without the queries' code). */
export const DRIVE_KEY = ['drive'] as const;
