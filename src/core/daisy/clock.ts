// Clock values. The DAISY 3 SMIL profile (Z39.86-2005 §7) takes SMIL 2.0 clock
// values without `npt=`: we write full clock values `h:mm:ss.fff` everywhere
// (clipBegin, clipEnd, dtb:totalElapsedTime, dtb:totalTime, seq dur), which
// every reading system accepts; the OPF's dtb:totalTime has the same form.

/** Milliseconds, rounded, never negative: the unit clips are summed in so totals add up exactly. */
export function toMilliseconds(seconds: number): number {
  if (!Number.isFinite(seconds) || seconds <= 0) return 0;
  return Math.round(seconds * 1000);
}

/** A full clock value `H:MM:SS.fff` (hours at least two digits) from milliseconds. */
export function clockValue(milliseconds: number): string {
  const ms = Math.max(0, Math.round(milliseconds));
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor((ms % 3_600_000) / 60_000);
  const seconds = Math.floor((ms % 60_000) / 1000);
  const rest = ms % 1000;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(hours)}:${two(minutes)}:${two(seconds)}.${String(rest).padStart(3, '0')}`;
}

/** Reads a full clock value back to milliseconds (tests and the validator); undefined when it is not one. */
export function parseClockValue(text: string): number | undefined {
  const match = /^(\d+):([0-5]\d):([0-5]\d)(?:\.(\d{1,3}))?$/.exec(text);
  if (!match) return undefined;
  const [, h, m, s, f = '0'] = match;
  return Number(h) * 3_600_000 + Number(m) * 60_000 + Number(s) * 1000 + Number(f.padEnd(3, '0'));
}
