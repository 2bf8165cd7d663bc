import { describe, expect, it } from 'vitest';
import { gridForModel, setPin } from '../../pins/index.ts';
import { pageToSvg } from './svgExport.ts';

describe('pageToSvg', () => {
  const grid = setPin(setPin(gridForModel(320), 0, 0), 59, 39);

  it('is an image named by the title and described by the alt text', () => {
    const svg = pageToSvg(grid, { title: 'Tom & Jerry <2>', description: 'Two dots in "opposite" corners' });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" role="img" aria-labelledby="canvas-title canvas-desc" width="600" height="400" viewBox="0 0 600 400">/);
    expect(svg).toContain('<title id="canvas-title">Tom &amp; Jerry &lt;2&gt;</title>');
    expect(svg).toContain('<desc id="canvas-desc">Two dots in &quot;opposite&quot; corners</desc>');
  });

  it('draws raised pins as filled circles and lowered pins as a faint pattern', () => {
    const svg = pageToSvg(grid, { title: 't', description: 'd', pinPitch: 4 });
    expect(svg.match(/<circle cx="[\d.]+" cy="[\d.]+" r="1.6"\/>/g)).toEqual(['<circle cx="2" cy="2" r="1.6"/>', '<circle cx="238" cy="158" r="1.6"/>']);
    expect(svg).toContain('fill="none" stroke="#c8c8c8"');
    expect(svg).toContain('fill="url(#lowered-pin)"');
  });

  it('replaces characters XML cannot carry', () => {
    expect(pageToSvg(grid, { title: 'a\u0000b', description: '' })).toContain('<title id="canvas-title">a\ufffdb</title>');
  });
});
