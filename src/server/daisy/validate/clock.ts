// SMIL 2.0 clock values (Z39.86-2005 uses them for clipBegin, clipEnd, dur,
// dtb:totalTime and dtb:totalElapsedTime): a full clock "h:mm:ss[.f]", a
// partial clock "mm:ss[.f]" or a timecount "n[.f][h|min|s|ms]" (seconds when
// no unit). Some producers write clip values as "npt=..."; that prefix is
// accepted. Returns seconds, or undefined for anything else.

const FULL = /^(\d+):([0-5]\d):([0-5]\d(?:\.\d+)?)$/;
const PARTIAL = /^([0-5]\d):([0-5]\d(?:\.\d+)?)$/;
const TIMECOUNT = /^(\d+(?:\.\d+)?)(h|min|s|ms)?$/;
const UNIT_SECONDS: Record<string, number> = { h: 3600, min: 60, s: 1, ms: 0.001 };

export function parseClock(value: string): number | undefined {
  const text = value.trim().replace(/^npt=/, '');
  const full = FULL.exec(text);
  if (full) return Number(full[1]) * 3600 + Number(full[2]) * 60 + Number(full[3]);
  const partial = PARTIAL.exec(text);
  if (partial) return Number(partial[1]) * 60 + Number(partial[2]);
  const count = TIMECOUNT.exec(text);
  if (count) return Number(count[1]) * (UNIT_SECONDS[count[2] ?? 's'] as number);
  return undefined;
}
