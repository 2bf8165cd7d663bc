import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireBookHtml, WireBookSaved } from '../../../shared/api/driveAppTypes.ts';
import { documentFromHtml, documentToHtml, MAX_IGNORED_FINDINGS } from '../../../core/book/index.ts';
import { checkDocument, findingKey, ignoresOfDocument, withIgnores, withoutIgnored } from '../../../core/a11ycheck/index.ts';
import { TEST_ENGINES } from '../../db/testDatabases.ts';
import { makeBook, readBook, saveBook } from '../../testing/bookFixtures.ts';
import { startDriveTestApp, type DriveTestApp } from '../../testing/driveTestApp.ts';
import { dataOf } from '../../testing/driveFixtures.ts';
import { parseHtmlDocument } from '../../book/parseHtml.ts';

// The accessibility checks a person chose to ignore are kept in the Book's
// own HTML (meta tags of its head), so they hold across a save and a load
// through the real routes, and the sanitiser keeps only ignores of rules
// the checker has.

const IMAGE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe.each(TEST_ENGINES)('ignored checks in a Book document on %s', (engine) => {
  let t: DriveTestApp;
  beforeAll(async () => {
    t = await startDriveTestApp(engine);
  }, 120_000);
  afterAll(async () => t?.close());

  it('survive a save and a load: ignoring one finding and one rule leaves nothing to report', async () => {
    const body = `<h2>Leaves</h2><p><img src="${IMAGE}" alt=""></p><p>• Roots</p><p>• Stems</p>`;
    const created = await makeBook(t, t.owner, 'Ignored checks', body);
    const loaded = documentFromHtml(parseHtmlDocument(dataOf<WireBookHtml>(await readBook(t, t.owner, created.DTM_NO)).CONTENTS));
    const findings = checkDocument(loaded, { title: 'Ignored checks' });
    expect(findings.map((finding) => finding.rule).sort()).toEqual(['heading-present', 'image-alt', 'list-structure']);

    // What the editor does on "ignore" and "ignore all": the ignores go into the document it saves.
    const image = findings.find((finding) => finding.rule === 'image-alt');
    const ignored = withIgnores(loaded, { rules: ['list-structure', 'heading-present'], findings: [image?.key ?? ''] });
    const html = documentToHtml(ignored, { title: 'Ignored checks' });
    const saved = dataOf<WireBookSaved>(await saveBook(t, t.owner, { HTML_STRING: html, DTM_NO: created.DTM_NO }));
    expect(saved.DTM_NO).toBe(created.DTM_NO);

    const contents = dataOf<WireBookHtml>(await readBook(t, t.owner, created.DTM_NO)).CONTENTS;
    expect(contents).toContain('<meta name="a11y-ignore-rules" content="list-structure heading-present">');
    const reloaded = documentFromHtml(parseHtmlDocument(contents));
    expect(ignoresOfDocument(reloaded)).toEqual({ rules: ['list-structure', 'heading-present'], findings: [image?.key] });
    expect(withoutIgnored(checkDocument(reloaded, { title: 'Ignored checks' }), ignoresOfDocument(reloaded))).toEqual([]);

    // A later save that does not touch them keeps them (the editor sends the document it loaded).
    await saveBook(t, t.owner, { HTML_STRING: contents.replace('Leaves', 'Leaves and roots'), DTM_NO: created.DTM_NO });
    expect(ignoresOfDocument(documentFromHtml(parseHtmlDocument(dataOf<WireBookHtml>(await readBook(t, t.owner, created.DTM_NO)).CONTENTS)))).toEqual({
      rules: ['list-structure', 'heading-present'],
      findings: [image?.key],
    });
  });

  it('are stored only for rules the checker has, in the shape of its keys, and bounded', async () => {
    const known = findingKey('image-alt', 'x');
    const tooMany = Array.from({ length: MAX_IGNORED_FINDINGS + 5 }, (_, index) => findingKey('link-name', String(index)));
    const head =
      `<meta name="a11y-ignore-rules" content="heading-order made-up-rule &lt;script&gt; HEADING-EMPTY">` +
      `<meta name="a11y-ignore-findings" content="${known} made-up-rule:0123abcd image-alt:not-a-digest ${tooMany.join(' ')}">`;
    const created = await makeBook(t, t.owner, 'Bounded ignores', `<html><head>${head}</head><body><h1>Title</h1></body></html>`);
    const contents = dataOf<WireBookHtml>(await readBook(t, t.owner, created.DTM_NO)).CONTENTS;
    expect(contents).not.toContain('made-up-rule');
    expect(contents).not.toContain('script');
    const ignores = ignoresOfDocument(documentFromHtml(parseHtmlDocument(contents)));
    expect(ignores.rules).toEqual(['heading-order']);
    expect(ignores.findings[0]).toBe(known);
    expect(ignores.findings.length).toBeLessThanOrEqual(MAX_IGNORED_FINDINGS);
  });

  it('are not written when there are none', async () => {
    const created = await makeBook(t, t.owner, 'No ignores', '<h1>Title</h1>');
    expect(dataOf<WireBookHtml>(await readBook(t, t.owner, created.DTM_NO)).CONTENTS).not.toContain('a11y-ignore');
  });
});
