import { describe, expect, it } from 'vitest';
import { documentToHtml } from './html/toHtml.ts';
import { emptyParagraph } from './model.ts';
import { normalizeDocument } from './normalize.ts';

describe('the ignored checks of a Book document', () => {
  it('are kept by normalising and written as meta tags of the head, escaped', () => {
    const doc = normalizeDocument({ blocks: [emptyParagraph()], ignoredChecks: { rules: ['list-structure'], findings: ['image-alt:0a1b2c3d', 'x"><script>'] } });
    expect(doc.ignoredChecks).toEqual({ rules: ['list-structure'], findings: ['image-alt:0a1b2c3d'] });
    const html = documentToHtml(doc, { title: 'T' });
    expect(html).toContain('<title>T</title><meta name="a11y-ignore-rules" content="list-structure"><meta name="a11y-ignore-findings" content="image-alt:0a1b2c3d"></head>');
    expect(documentToHtml(normalizeDocument({ blocks: [emptyParagraph()] }), { title: 'T' })).not.toContain('a11y-ignore');
  });
});
