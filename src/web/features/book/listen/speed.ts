// The player's speed: 0.5× to 3× in quarter steps, 1× to start.

export const SPEED = { min: 0.5, max: 3, step: 0.25, default: 1 } as const;

/** One step faster (+1) or slower (-1), kept within the bounds and on the quarter steps. */
export function speedStep(speed: number, direction: 1 | -1): number {
  const stepped = Math.round(speed / SPEED.step) * SPEED.step + direction * SPEED.step;
  return Math.min(SPEED.max, Math.max(SPEED.min, stepped));
}
