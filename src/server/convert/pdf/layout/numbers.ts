// Smallest and largest of many numbers without spreading them into arguments
// (a hostile page can hold more text pieces than a call takes arguments).

export function minOf(values: Iterable<number>): number {
  let least = Infinity;
  for (const value of values) if (value < least) least = value;
  return least;
}

export function maxOf(values: Iterable<number>): number {
  let most = -Infinity;
  for (const value of values) if (value > most) most = value;
  return most;
}
