// The document rules over an HTML page (the CLI, a converted document, the
// agreement test with axe): the title from its <title>, every model rule
// over the page as the Book reads it (documentFromHtml), and the facts only
// the HTML has (htmlFacts.ts). An empty link is judged on the HTML, where
// its aria-label or picture may name it; the model keeps text only. What
// the page's head says to ignore is not reported.

import type { HtmlNode } from '../../book/index.ts';
import { documentFromHtml } from '../../book/index.ts';
import type { Finding } from '../finding.ts';
import { withoutIgnored } from '../ignores.ts';
import { checkDocument } from './checkDocument.ts';
import { ignoresOfDocument } from './documentIgnores.ts';
import { htmlFacts, htmlTitle } from './htmlFacts.ts';

export function checkHtml(nodes: readonly HtmlNode[]): Finding[] {
  const doc = documentFromHtml(nodes);
  const fromModel = checkDocument(doc, { title: htmlTitle(nodes) }).filter((finding) => !(finding.rule === 'link-name' && finding.severity === 'error'));
  return withoutIgnored([...fromModel, ...htmlFacts(nodes)], ignoresOfDocument(doc));
}
