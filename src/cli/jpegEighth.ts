import type { RgbaImage } from '../core/image/index.ts';

// A baseline JPEG decoded at 1/8 scale, from the DC coefficients alone (issue
// 18 item 5). A JPEG stores each 8×8 block as DCT coefficients, and the first
// of them (DC) is the block's mean: one pixel per block is the picture at an
// eighth of its size without any inverse DCT and without the full-size
// planes, so a 12-megapixel photo takes a few megabytes instead of hundreds.
// The Huffman data must still be read through (the AC coefficients are
// skipped, not kept). Each component's block means are upsampled by
// repetition as its sampling factors say, and YCbCr is turned into RGB with
// the same formula as jpeg-js, the full decoder.
//
// Only what photographs use is read here: baseline or extended sequential
// Huffman frames (SOF0, SOF1), 8-bit, one or three components, in one scan.
// Anything else (progressive, arithmetic, CMYK, several scans) answers
// undefined and the caller decodes the whole picture instead; so does a file
// this reader finds damaged, so the full decoder gives the error it always
// gave.

interface HuffmanTable {
  /** Largest code of each length 1…16 (-1 when none), and where its symbols start. */
  readonly maxCode: Int32Array;
  readonly offset: Int32Array;
  readonly symbols: Uint8Array;
}

interface Component {
  readonly id: number;
  readonly h: number;
  readonly v: number;
  readonly quantTable: number;
  dcTable: number;
  acTable: number;
  /** Block means, blocksPerLine × blocksPerColumn, padded to whole MCUs. */
  means: Int16Array;
  blocksPerLine: number;
  blocksPerColumn: number;
  predictor: number;
}

class NotHandled extends Error {}

function huffmanTable(counts: Uint8Array, symbols: Uint8Array): HuffmanTable {
  const maxCode = new Int32Array(17).fill(-1);
  const offset = new Int32Array(17);
  let code = 0;
  let k = 0;
  for (let length = 1; length <= 16; length++) {
    const count = counts[length - 1] ?? 0;
    offset[length] = k - code;
    if (count > 0) {
      code += count;
      k += count;
      maxCode[length] = code - 1;
    }
    code <<= 1;
  }
  return { maxCode, offset, symbols };
}

/** Decodes `bytes` at 1/8 scale when it is a JPEG this reader handles; undefined otherwise. */
export function decodeJpegEighth(bytes: Uint8Array): RgbaImage | undefined {
  try {
    return decode(bytes);
  } catch (error) {
    if (error instanceof NotHandled || error instanceof RangeError) return undefined;
    throw error;
  }
}

/** Width and height of a JPEG's frame, without decoding it; undefined when there is no frame header before the first scan. */
export function jpegSize(bytes: Uint8Array): { readonly width: number; readonly height: number } | undefined {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at++;
      continue;
    }
    const length = ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (at + 9 > bytes.length) return undefined;
      return { height: ((bytes[at + 5] ?? 0) << 8) | (bytes[at + 6] ?? 0), width: ((bytes[at + 7] ?? 0) << 8) | (bytes[at + 8] ?? 0) };
    }
    if (marker === 0xda) return undefined;
    at += 2 + length;
  }
  return undefined;
}

function decode(bytes: Uint8Array): RgbaImage {
  const byte = (i: number): number => {
    const value = bytes[i];
    if (value === undefined) throw new NotHandled('truncated');
    return value;
  };
  const word = (i: number) => (byte(i) << 8) | byte(i + 1);
  if (word(0) !== 0xffd8) throw new NotHandled('not a JPEG');
  const quant: number[] = [1, 1, 1, 1];
  const dcTables: HuffmanTable[] = [];
  const acTables: HuffmanTable[] = [];
  let components: Component[] = [];
  let width = 0;
  let height = 0;
  let restartInterval = 0;
  let maxH = 1;
  let maxV = 1;
  let at = 2;
  for (;;) {
    if (byte(at) !== 0xff) throw new NotHandled('marker expected');
    const marker = byte(at + 1);
    if (marker === 0xff) {
      at++;
      continue;
    }
    if (marker === 0xd9) throw new NotHandled('no scan');
    const length = word(at + 2);
    const start = at + 4;
    const end = at + 2 + length;
    if (marker === 0xdb) {
      // DQT: only each table's first value (the DC step) is needed.
      for (let i = start; i < end; ) {
        const precision = byte(i) >> 4;
        const id = byte(i) & 15;
        quant[id] = precision === 0 ? byte(i + 1) : word(i + 1);
        i += 1 + (precision === 0 ? 64 : 128);
      }
    } else if (marker === 0xc4) {
      for (let i = start; i < end; ) {
        const tableClass = byte(i) >> 4;
        const id = byte(i) & 15;
        const counts = bytes.subarray(i + 1, i + 17);
        const total = counts.reduce((sum, count) => sum + count, 0);
        const table = huffmanTable(counts, bytes.slice(i + 17, i + 17 + total));
        if (tableClass === 0) dcTables[id] = table;
        else acTables[id] = table;
        i += 17 + total;
      }
    } else if (marker === 0xc0 || marker === 0xc1) {
      if (byte(start) !== 8) throw new NotHandled('not 8-bit');
      height = word(start + 1);
      width = word(start + 3);
      const count = byte(start + 5);
      if ((count !== 1 && count !== 3) || width === 0 || height === 0) throw new NotHandled('components');
      components = [];
      for (let c = 0; c < count; c++) {
        const sampling = byte(start + 7 + c * 3);
        const h = count === 1 ? 1 : sampling >> 4;
        const v = count === 1 ? 1 : sampling & 15;
        if (h < 1 || h > 4 || v < 1 || v > 4) throw new NotHandled('sampling');
        components.push({ id: byte(start + 6 + c * 3), h, v, quantTable: byte(start + 8 + c * 3) & 3, dcTable: 0, acTable: 0, means: new Int16Array(0), blocksPerLine: 0, blocksPerColumn: 0, predictor: 0 });
      }
      maxH = Math.max(...components.map((c) => c.h));
      maxV = Math.max(...components.map((c) => c.v));
    } else if (marker >= 0xc2 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      throw new NotHandled('not a baseline frame');
    } else if (marker === 0xdd) {
      restartInterval = word(start);
    } else if (marker === 0xda) {
      if (components.length === 0) throw new NotHandled('scan before frame');
      const count = byte(start);
      if (count !== components.length) throw new NotHandled('several scans');
      for (let s = 0; s < count; s++) {
        const component = components.find((c) => c.id === byte(start + 1 + s * 2));
        if (!component) throw new NotHandled('unknown component');
        component.dcTable = byte(start + 2 + s * 2) >> 4;
        component.acTable = byte(start + 2 + s * 2) & 15;
      }
      readScan(bytes, end, components, dcTables, acTables, restartInterval, width, height, maxH, maxV);
      return toRgba(components, quant, width, height, maxH, maxV);
    }
    at = end;
  }
}

function readScan(
  bytes: Uint8Array,
  from: number,
  components: Component[],
  dcTables: HuffmanTable[],
  acTables: HuffmanTable[],
  restartInterval: number,
  width: number,
  height: number,
  maxH: number,
  maxV: number,
): void {
  const mcusPerLine = Math.ceil(width / 8 / maxH);
  const mcusPerColumn = Math.ceil(height / 8 / maxV);
  const single = components.length === 1;
  for (const component of components) {
    // One component alone is not interleaved: its MCU is one block, and only the blocks the picture covers are coded.
    component.blocksPerLine = single ? Math.ceil(width / 8) : mcusPerLine * component.h;
    component.blocksPerColumn = single ? Math.ceil(height / 8) : mcusPerColumn * component.v;
    component.means = new Int16Array(component.blocksPerLine * component.blocksPerColumn);
    component.predictor = 0;
  }
  let at = from;
  let bitBuffer = 0;
  let bitCount = 0;
  const bit = (): number => {
    if (bitCount === 0) {
      const value = bytes[at];
      if (value === undefined) throw new NotHandled('truncated scan');
      if (value === 0xff) {
        const next = bytes[at + 1];
        // A marker inside the data ends it: the rest reads as zeros, as decoders do.
        if (next !== 0) {
          bitBuffer = 0;
          bitCount = 8;
          bitCount--;
          return 0;
        }
        at += 2;
      } else {
        at++;
      }
      bitBuffer = value;
      bitCount = 8;
    }
    bitCount--;
    return (bitBuffer >> bitCount) & 1;
  };
  const receive = (length: number): number => {
    let value = 0;
    for (let i = 0; i < length; i++) value = (value << 1) | bit();
    return value;
  };
  const symbol = (table: HuffmanTable | undefined): number => {
    if (!table) throw new NotHandled('missing Huffman table');
    let code = 0;
    for (let length = 1; length <= 16; length++) {
      code = (code << 1) | bit();
      if (code <= (table.maxCode[length] ?? -1)) {
        const value = table.symbols[code + (table.offset[length] ?? 0)];
        if (value === undefined) throw new NotHandled('bad Huffman code');
        return value;
      }
    }
    throw new NotHandled('bad Huffman code');
  };
  const block = (component: Component, row: number, col: number) => {
    const size = symbol(dcTables[component.dcTable]);
    if (size > 11) throw new NotHandled('bad DC');
    let diff = size === 0 ? 0 : receive(size);
    if (size > 0 && diff < 1 << (size - 1)) diff -= (1 << size) - 1;
    component.predictor += diff;
    if (row < component.blocksPerColumn && col < component.blocksPerLine) component.means[row * component.blocksPerLine + col] = component.predictor;
    const ac = acTables[component.acTable];
    for (let k = 1; k < 64; ) {
      const rs = symbol(ac);
      const skip = rs >> 4;
      const bits = rs & 15;
      if (bits === 0) {
        if (skip !== 15) break;
        k += 16;
        continue;
      }
      k += skip;
      receive(bits);
      k++;
    }
  };
  const total = single ? (components[0]?.blocksPerLine ?? 0) * (components[0]?.blocksPerColumn ?? 0) : mcusPerLine * mcusPerColumn;
  const perLine = single ? (components[0]?.blocksPerLine ?? 1) : mcusPerLine;
  for (let mcu = 0; mcu < total; mcu++) {
    if (restartInterval > 0 && mcu > 0 && mcu % restartInterval === 0) {
      // RSTn: byte-aligned, the DC predictions start again.
      bitCount = 0;
      while (at + 1 < bytes.length && !(bytes[at] === 0xff && (bytes[at + 1] ?? 0) >= 0xd0 && (bytes[at + 1] ?? 0) <= 0xd7)) at++;
      at += 2;
      for (const component of components) component.predictor = 0;
    }
    const mcuRow = Math.floor(mcu / perLine);
    const mcuCol = mcu % perLine;
    for (const component of components) {
      if (single) {
        block(component, mcuRow, mcuCol);
        continue;
      }
      for (let v = 0; v < component.v; v++) {
        for (let h = 0; h < component.h; h++) block(component, mcuRow * component.v + v, mcuCol * component.h + h);
      }
    }
  }
}

const clamp = (value: number) => (value < 0 ? 0 : value > 255 ? 255 : value);

function toRgba(components: Component[], quant: number[], width: number, height: number, maxH: number, maxV: number): RgbaImage {
  // Each output pixel covers one block of the largest sampling: 8×8 source pixels.
  const outWidth = Math.ceil(width / 8);
  const outHeight = Math.ceil(height / 8);
  const data = new Uint8Array(outWidth * outHeight * 4);
  // DC × step / 8 is the block's mean around 0; the level shift adds 128.
  const level = components.map((component) => {
    const step = quant[component.quantTable] ?? 1;
    return (x: number, y: number) => {
      const col = Math.floor((x * component.h) / maxH);
      const row = Math.floor((y * component.v) / maxV);
      return clamp(128 + ((component.means[row * component.blocksPerLine + col] ?? 0) * step) / 8);
    };
  });
  let out = 0;
  for (let y = 0; y < outHeight; y++) {
    for (let x = 0; x < outWidth; x++) {
      const [luma, blue, red] = level;
      const Y = luma ? luma(x, y) : 0;
      if (!blue || !red) {
        const grey = Math.round(Y);
        data[out] = grey;
        data[out + 1] = grey;
        data[out + 2] = grey;
      } else {
        const Cb = blue(x, y);
        const Cr = red(x, y);
        data[out] = Math.round(clamp(Y + 1.402 * (Cr - 128)));
        data[out + 1] = Math.round(clamp(Y - 0.3441363 * (Cb - 128) - 0.71413636 * (Cr - 128)));
        data[out + 2] = Math.round(clamp(Y + 1.772 * (Cb - 128)));
      }
      data[out + 3] = 255;
      out += 4;
    }
  }
  return { width: outWidth, height: outHeight, data };
}
