import { describe, expect, it } from 'vitest';
import { jsonForScriptElement, renderAppPage, routeMatcher } from './appPage.ts';

const TEMPLATE = `<!doctype html>
<html lang="ko">
  <head>
    <title>Tactile Studio</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

describe('the page the app is served in', () => {
  it('gets the configuration block, the preload links and the route\'s stylesheets before </head>, indented as the head', () => {
    const html = renderAppPage(TEMPLATE, { siteConfigJson: '{"a":1}', preloads: ['/assets/Easy-1.js', '/assets/en-main-1.js'], styles: ['/assets/easy-1.css'] });
    expect(html).toBe(`<!doctype html>
<html lang="ko">
  <head>
    <title>Tactile Studio</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <script type="application/json" id="site-config">{"a":1}</script>
    <link rel="modulepreload" crossorigin href="/assets/Easy-1.js">
    <link rel="modulepreload" crossorigin href="/assets/en-main-1.js">
    <link rel="stylesheet" crossorigin href="/assets/easy-1.css">
  </head>
  <body><div id="root"></div></body>
</html>
`);
  });

  it('leaves a template without a head as it is', () => {
    const template = '<!doctype html><title>x</title><div id="root"></div>';
    expect(renderAppPage(template, { siteConfigJson: '{}', preloads: ['/assets/a.js'] })).toBe(template);
  });

  it('finds a </head> that does not start its line', () => {
    const html = renderAppPage('<html><head><title>x</title></head><body></body></html>', { siteConfigJson: '{}', preloads: [] });
    expect(html).toMatch(/<title>x<\/title>\n\s*<script type="application\/json" id="site-config">\{\}<\/script>\n<\/head>/);
  });

  it('escapes < in the JSON, so no value can close the script element or open a comment', () => {
    const json = JSON.stringify({ id: '</script><script>alert(1)</script><!--' });
    const escaped = jsonForScriptElement(json);
    expect(escaped).not.toContain('<');
    expect(JSON.parse(escaped)).toEqual(JSON.parse(json));
    const html = renderAppPage(TEMPLATE, { siteConfigJson: json, preloads: [] });
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });

  it('escapes the quotes of an address', () => {
    const html = renderAppPage(TEMPLATE, { siteConfigJson: '{}', preloads: ['/assets/a"b.js'] });
    expect(html).toContain('href="/assets/a&quot;b.js"');
  });
});

describe('which route a path opens', () => {
  const routeOf = routeMatcher(['/', '/easy', '/easy/cloud', '/cloud/trash', '/doc/:id', '/doc/new', '/files/:folder?', '/help/*', '/:lang/about']);

  it('matches literal paths as the router does: any letter case, a trailing slash, percent escapes', () => {
    expect(routeOf('/')).toBe('/');
    expect(routeOf('')).toBe('/');
    expect(routeOf('/easy')).toBe('/easy');
    expect(routeOf('/EASY/')).toBe('/easy');
    expect(routeOf('/easy/cloud')).toBe('/easy/cloud');
    expect(routeOf('/cloud/%74rash')).toBe('/cloud/trash');
    expect(routeOf('/easy/nowhere')).toBeUndefined();
    expect(routeOf('/nowhere')).toBeUndefined();
    expect(routeOf('/%E0%A4%A')).toBeUndefined();
  });

  it('matches paths with parameters, a literal path first, then the most literal pattern', () => {
    expect(routeOf('/doc/42')).toBe('/doc/:id');
    expect(routeOf('/doc/42/')).toBe('/doc/:id');
    expect(routeOf('/doc/new')).toBe('/doc/new');
    expect(routeOf('/doc')).toBeUndefined();
    expect(routeOf('/doc/42/more')).toBeUndefined();
    expect(routeOf('/files')).toBe('/files/:folder?');
    expect(routeOf('/files/7')).toBe('/files/:folder?');
    expect(routeOf('/help')).toBe('/help/*');
    expect(routeOf('/help/a/b')).toBe('/help/*');
    expect(routeOf('/fr/about')).toBe('/:lang/about');
  });

  it('ranks a pattern with more literal segments above one with fewer, whatever their order', () => {
    const ranked = routeMatcher(['/:a/:b', '/:a/edit']);
    expect(ranked('/x/edit')).toBe('/:a/edit');
    expect(ranked('/x/y')).toBe('/:a/:b');
  });
});
