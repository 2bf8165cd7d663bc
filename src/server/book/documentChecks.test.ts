import { describe, expect, it } from 'vitest';
import { checkHtml, DOCUMENT_RULE_IDS, type Finding } from '../../core/a11ycheck/index.ts';
import { DOCUMENT_FIXTURES } from '../../core/a11ycheck/testing/documentFixtures.ts';
import { parseHtmlDocument } from './parseHtml.ts';

// The document rules over whole pages as the server reads them (parse5's
// tree, the same HtmlNode the sanitiser reads): each fixture names its rule
// and what is found. The same pages are checked against axe-core in
// Chromium (a11y-tests/documentRules.a11y.spec.ts).

function worst(findings: readonly Finding[]): Finding['severity'] | false {
  if (findings.some((finding) => finding.severity === 'error')) return 'error';
  return findings.length > 0 ? 'warning' : false;
}

describe('the document fixtures', () => {
  it('give every document rule a page with the problem and a page without', () => {
    for (const rule of DOCUMENT_RULE_IDS) {
      const fixtures = DOCUMENT_FIXTURES.filter((fixture) => fixture.rule === rule);
      expect(fixtures.some((fixture) => fixture.found !== false), `${rule}: a page that has the problem`).toBe(true);
      expect(fixtures.some((fixture) => fixture.found === false), `${rule}: a page that does not`).toBe(true);
    }
  });

  for (const fixture of DOCUMENT_FIXTURES) {
    it(`${fixture.rule}: ${fixture.name} → ${fixture.found || 'nothing'}`, () => {
      const findings = checkHtml(parseHtmlDocument(fixture.html)).filter((finding) => finding.rule === fixture.rule);
      expect(worst(findings)).toBe(fixture.found);
    });
  }

  it('find nothing else on a page that is only the problem: each fixture is about its rule', () => {
    for (const fixture of DOCUMENT_FIXTURES) {
      const others = checkHtml(parseHtmlDocument(fixture.html)).filter((finding) => finding.rule !== fixture.rule && finding.rule !== 'heading-present');
      expect(others.map((finding) => finding.rule), fixture.name).toEqual([]);
    }
  });
});

describe('checkHtml', () => {
  const page = (body: string, head = '<title>T</title>') => parseHtmlDocument(`<!DOCTYPE html><html lang="en"><head>${head}</head><body>${body}</body></html>`);

  it('locates HTML-only facts by a selector a person can read', () => {
    const findings = checkHtml(page('<h1>T</h1><div><p>x</p></div><div><button aria-label=""></button><button aria-label="">Save</button></div>'));
    expect(findings.filter((finding) => finding.rule === 'aria-label').map((finding) => [finding.severity, finding.location])).toEqual([
      ['error', { kind: 'element', selector: 'body > div:nth-of-type(2) > button:nth-of-type(1)' }],
      ['warning', { kind: 'element', selector: 'body > div:nth-of-type(2) > button:nth-of-type(2)' }],
    ]);
  });

  it('reads the title from <title>, white space collapsed', () => {
    expect(checkHtml(page('<h1>T</h1>', '<title>\n  Leaves\n</title>')).map((finding) => finding.rule)).toEqual([]);
    expect(checkHtml(page('<h1>T</h1>', '')).map((finding) => finding.rule)).toEqual(['document-title']);
  });

  it('reports a model rule at the node of the Book model', () => {
    const [finding] = checkHtml(page('<h1>T</h1><blockquote><p>x</p><h3>Deep</h3></blockquote>'));
    expect(finding).toMatchObject({ rule: 'heading-order', location: { kind: 'node', path: [1, 1] } });
  });

  it('leaves out what the page says to ignore, by rule and by finding', () => {
    const body = '<h1>T</h1><table><tr><td>a</td><td>b</td></tr><tr><td>c</td><td>d</td></tr></table><p><a href="https://example.org/">here</a></p>';
    const all = checkHtml(page(body));
    expect(all.map((finding) => finding.rule)).toEqual(['link-name', 'table-header']);
    const linkKey = all[0]?.key ?? '';
    const ignoring = checkHtml(page(body, `<title>T</title><meta name="a11y-ignore-rules" content="table-header"><meta name="a11y-ignore-findings" content="${linkKey}">`));
    expect(ignoring).toEqual([]);
  });

  it('does not report an empty link twice (the HTML judges it; the model drops a link with no text)', () => {
    const findings = checkHtml(page('<h1>T</h1><p>a <a href="https://example.org/"> </a> b</p>'));
    expect(findings.filter((finding) => finding.rule === 'link-name')).toHaveLength(1);
  });
});
