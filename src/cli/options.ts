// A small, strict reader for `tactile` arguments: positional values, flags,
// and options that take a value. Anything it does not know is a usage error.

export interface ParsedArgs {
  readonly positional: readonly string[];
  readonly flags: ReadonlySet<string>;
  readonly values: ReadonlyMap<string, string>;
}

export class UsageError extends Error {}

export function parseArgs(args: readonly string[], spec: { flags?: readonly string[]; values?: readonly string[] }): ParsedArgs {
  const positional: string[] = [];
  const flags = new Set<string>();
  const values = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (!arg.startsWith('--')) positional.push(arg);
    else if (spec.flags?.includes(arg)) flags.add(arg);
    else if (spec.values?.includes(arg)) {
      const value = args[++i];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`${arg} needs a value.`);
      values.set(arg, value);
    } else throw new UsageError(`Unknown option ${arg}.`);
  }
  return { positional, flags, values };
}

/** A whole number option within bounds, or the fallback when absent. */
export function wholeNumber(parsed: ParsedArgs, name: string, fallback: number, min: number, max: number): number {
  const text = parsed.values.get(name);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) throw new UsageError(`${name} must be a whole number from ${min} to ${max}, not "${text}".`);
  return value;
}
