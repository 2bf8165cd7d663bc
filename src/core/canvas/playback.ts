// Page audio's speeds, apart from the other limits: the listener's playback
// preference (web/preferences) loads with every page and needs only these.

/** Page audio playback speeds offered (spec §3: adjustable speed). */
export const PLAYBACK_SPEEDS: readonly number[] = [0.5, 0.75, 1, 1.25, 1.5, 2];
