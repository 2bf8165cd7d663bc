/** Spec: upload progress is announced at sensible steps; ours are quarters. */
export const ANNOUNCED_STEPS = [25, 50, 75, 100] as const;

/** The step to announce now that `percent` is reached, if a new one was passed since `last`. */
export function stepToAnnounce(percent: number, last: number): number | undefined {
  return ANNOUNCED_STEPS.filter((step) => step <= percent && step > last).at(-1);
}
