// WCAG 2.2 contrast: relative luminance of sRGB colours and their ratio,
// and the nearest colour of the same hue that reaches a ratio (HSL
// lightness moved as little as it must). Colours are the model's `#rrggbb`.

type Rgb = readonly [number, number, number];

function rgbOf(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function hexOf([red, green, blue]: Rgb): string {
  return `#${[red, green, blue].map((part) => Math.round(part).toString(16).padStart(2, '0')).join('')}`;
}

function channel(value: number): number {
  const srgb = value / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

export function luminance(hex: string): number {
  const [red, green, blue] = rgbOf(hex);
  return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue);
}

export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

interface Hsl {
  readonly hue: number;
  readonly saturation: number;
  readonly lightness: number;
}

export function hslOf(hex: string): Hsl {
  const [red, green, blue] = rgbOf(hex).map((part) => part / 255) as [number, number, number];
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const lightness = (max + min) / 2;
  if (max === min) return { hue: 0, saturation: 0, lightness };
  const delta = max - min;
  const saturation = lightness > 0.5 ? delta / (2 - max - min) : delta / (max + min);
  const hue = max === red ? ((green - blue) / delta + (green < blue ? 6 : 0)) / 6 : max === green ? ((blue - red) / delta + 2) / 6 : ((red - green) / delta + 4) / 6;
  return { hue, saturation, lightness };
}

function hueChannel(p: number, q: number, t: number): number {
  const turn = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
  if (turn < 1 / 6) return p + (q - p) * 6 * turn;
  if (turn < 1 / 2) return q;
  if (turn < 2 / 3) return p + (q - p) * (2 / 3 - turn) * 6;
  return p;
}

export function hexOfHsl({ hue, saturation, lightness }: Hsl): string {
  if (saturation === 0) return hexOf([lightness * 255, lightness * 255, lightness * 255]);
  const q = lightness < 0.5 ? lightness * (1 + saturation) : lightness + saturation - lightness * saturation;
  const p = 2 * lightness - q;
  return hexOf([hueChannel(p, q, hue + 1 / 3) * 255, hueChannel(p, q, hue) * 255, hueChannel(p, q, hue - 1 / 3) * 255]);
}

/**
 * The colour of `hex`'s hue and saturation, lightness as close to its own as
 * can be, whose contrast with `against` is above `required` (strictly, as
 * axe tests it). Black or white at the ends always qualify for 4.5:1 or
 * less, so there is always an answer.
 */
export function nearestPassing(hex: string, against: string, required: number): string {
  const { hue, saturation, lightness } = hslOf(hex);
  const STEP = 1 / 400;
  for (let distance = STEP; distance <= 1 + STEP; distance += STEP) {
    for (const candidate of [lightness - distance, lightness + distance]) {
      if (candidate < 0 || candidate > 1) continue;
      const color = hexOfHsl({ hue, saturation, lightness: candidate });
      if (contrastRatio(color, against) > required) return color;
    }
  }
  return contrastRatio('#000000', against) > required ? '#000000' : '#ffffff';
}
