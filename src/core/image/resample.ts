// Area-average resampling (a box filter): each target pixel is the mean of
// the source area it covers, each source pixel weighted by how much of it
// lies inside. Shrinking a photograph this way keeps thin dark lines as grey
// instead of dropping them, which nearest-neighbour sampling would do.
//
// The filter is separable, so the work is one pass over the source rows:
// each row is first reduced across to the target width, then added into the
// target rows it overlaps. Cost is proportional to the source size, and only
// one source row is held at a time.

import type { GrayImage, GrayRows } from './types.ts';

/** Which source pixels feed which target pixels along one axis, with weights summing to 1 per target. */
interface AxisWeights {
  /** Sorted by source index (non-decreasing), so source rows can be streamed in order. */
  readonly source: Int32Array;
  readonly target: Int32Array;
  readonly weight: Float64Array;
}

function axisWeights(sourceLength: number, targetLength: number): AxisWeights {
  const source: number[] = [];
  const target: number[] = [];
  const weight: number[] = [];
  const scale = sourceLength / targetLength;
  for (let t = 0; t < targetLength; t++) {
    const start = t * scale;
    // The last target ends exactly at the source's end, whatever the rounding.
    const end = t === targetLength - 1 ? sourceLength : (t + 1) * scale;
    for (let s = Math.floor(start); s < end && s < sourceLength; s++) {
      const overlap = Math.min(end, s + 1) - Math.max(start, s);
      // Rounding can leave a sliver of a neighbour; it carries no real area.
      if (overlap <= 1e-9) continue;
      source.push(s);
      target.push(t);
      weight.push(overlap / (end - start));
    }
  }
  return { source: Int32Array.from(source), target: Int32Array.from(target), weight: Float64Array.from(weight) };
}

/** The source resampled to `width` × `height` (both at least 1) by area averaging. */
export function resampleArea(source: GrayRows, width: number, height: number): GrayImage {
  const across = axisWeights(source.width, width);
  const down = axisWeights(source.height, height);
  const row = new Float32Array(source.width);
  const reduced = new Float64Array(width);
  const sums = new Float64Array(width * height);
  const { source: fromX, target: toX, weight: weightX } = across;
  let next = 0; // the next entry of `down`; its source rows arrive in order
  for (let y = 0; y < source.height; y++) {
    source.readRow(y, row);
    reduced.fill(0);
    for (let i = 0; i < fromX.length; i++) {
      const t = toX[i] ?? 0;
      reduced[t] = (reduced[t] ?? 0) + (row[fromX[i] ?? 0] ?? 0) * (weightX[i] ?? 0);
    }
    for (; next < down.source.length && down.source[next] === y; next++) {
      const w = down.weight[next] ?? 0;
      const base = (down.target[next] ?? 0) * width;
      for (let x = 0; x < width; x++) sums[base + x] = (sums[base + x] ?? 0) + w * (reduced[x] ?? 0);
    }
  }
  return { width, height, data: Uint8ClampedArray.from(sums) };
}
