import { describe, expect, it } from 'vitest';
import { driveKeyOf, withStableAddresses } from './driveImages.ts';
import { readBookHtml, sanitizeHtml } from './sanitizeHtml.ts';

// The server's sanitiser is the model: parse5 → documentFromHtml →
// normalizeDocument → documentToHtml. These payloads (verification item 9,
// and book-core's list) must come back with nothing that runs, frames,
// styles or fetches from elsewhere.

const PAYLOADS: readonly string[] = [
  '<img src=x onerror=alert(1)>',
  '<a href="jAvAsCrIpT:alert(1)">a</a>',
  '<a href="&#106;avascript:alert(1)">b</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;script:alert(1)">c</a>',
  '<svg onload=alert(1)></svg>',
  '<style>*{color:red}</style>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<math><mi xlink:href="javascript:alert(1)">m</mi></math>',
  '<p style="background:url(javascript:alert(1))">d</p>',
  '<p style="position:fixed">e</p>',
  '<a href="data:text/html,<script>alert(1)</script>">f</a>',
  '<img src="https://evil.example/x.png" alt="g">',
  '<scr<script>ipt>alert(1)</script>',
  '<div><p>nested <span onmouseover="x()">h</span></p></div>',
];

describe('sanitizeHtml', () => {
  it('writes a whole page with the title escaped', () => {
    const page = sanitizeHtml('<h1>Title</h1><p>Text</p>', { title: '<b>"T"</b>' });
    expect(page).toMatch(/^<!DOCTYPE html>\n<html[^>]*><head><meta charset="utf-8"><title>&lt;b&gt;&quot;T&quot;&lt;\/b&gt;<\/title><\/head><body>/);
    expect(page).toContain('<h1>Title</h1>');
  });

  it.each(PAYLOADS)('leaves nothing active of %s', (payload) => {
    const page = sanitizeHtml(`<p>before</p>${payload}<p>after</p>`, { title: 'x' });
    expect(page).toContain('before');
    expect(page).toContain('after');
    const body = page.slice(page.indexOf('<body>'));
    // MathML is kept as an equation (htmlMath.test.ts), with no attribute that could act.
    expect(body).not.toMatch(/<(script|style|iframe|svg|object|embed)\b/i);
    expect(body).not.toMatch(/xlink|href="(?!https?:|mailto:|#)/i);
    expect(body).not.toMatch(/\son[a-z]+=/i);
    expect(body).not.toMatch(/javascript:|data:text|evil\.example|position|url\(/i);
  });

  it('is idempotent: the stored page read again writes the same page', () => {
    const once = sanitizeHtml(`<h2>A</h2><ul><li>one<ul><li>two</li></ul></li></ul><table><tr><th>h</th></tr><tr><td>c</td></tr></table>${PAYLOADS.join('')}`, { title: 't' });
    expect(sanitizeHtml(once, { title: 't' })).toBe(once);
  });
});

describe('drive addresses in a document', () => {
  const key = 'files/0b7c2a52-7f0e-4c1e-9d7a-3f1c2b4a5e6d';

  it('reads the blob key of a drive address, signed or not, and nothing else', () => {
    expect(driveKeyOf(`/drive-app/file/${key}`)).toBe(key);
    expect(driveKeyOf(`/drive-app/file/${key}?exp=1&aud=owner&sig=x`)).toBe(key);
    expect(driveKeyOf(`/drive-app/file/${encodeURIComponent(key)}`)).toBe(key);
    expect(driveKeyOf('/drive-app/file/files/../../etc/passwd')).toBeUndefined();
    expect(driveKeyOf('/drive-app/file/%E0%A4%A')).toBeUndefined();
    expect(driveKeyOf('data:image/png;base64,AAAA')).toBeUndefined();
    expect(driveKeyOf('https://example.com/drive-app/file/' + key)).toBeUndefined();
  });

  it('stores addresses without their signature, leaving data pictures as they are', () => {
    const document = readBookHtml(`<img src="/drive-app/file/${key}?exp=1&amp;aud=owner&amp;sig=abc" alt="a"><img src="data:image/png;base64,iVBORw0KGgo=" alt="b">`);
    const stable = withStableAddresses(document);
    const sources = stable.blocks.filter((block) => block.type === 'image').map((block) => (block.type === 'image' ? block.src : ''));
    expect(sources).toEqual([`/drive-app/file/${key}`, 'data:image/png;base64,iVBORw0KGgo=']);
  });
});
