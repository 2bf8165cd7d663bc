import jpeg from 'jpeg-js';

// Pictures for the tests of the JPEG decoding (jpegEighth, decodeImage): made
// here with jpeg-js's encoder (baseline, 4:4:4), so no binary fixture is kept.

/** A deterministic picture with flat areas, gradients and noise, as RGBA. */
export function photoPixels(width: number, height: number): Uint8Array {
  const data = new Uint8Array(width * height * 4);
  let seed = 12345;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed >> 16) % 24;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const dx = x - width * 0.4;
      const dy = y - height * 0.5;
      const inDisc = dx * dx + dy * dy < (height * 0.3) ** 2;
      const inBar = x > width * 0.75 && x < width * 0.85;
      const base = inDisc ? 40 : inBar ? 70 : 150 + Math.round((90 * x) / width);
      data[i] = Math.min(255, base + noise());
      data[i + 1] = Math.min(255, (inDisc ? 30 : base) + noise());
      data[i + 2] = Math.min(255, (inBar ? 200 : base) + noise());
      data[i + 3] = 255;
    }
  }
  return data;
}

export function jpegOf(width: number, height: number, quality = 90): Uint8Array {
  return new Uint8Array(jpeg.encode({ width, height, data: Buffer.from(photoPixels(width, height)) }, quality).data);
}
