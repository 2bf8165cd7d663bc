// link-name and url-required over the model. A link's text is all a screen
// reader user hears when moving by links, so it must say where it goes:
// empty is an error, "click here" and the like a warning. A link whose text
// is its own address is fine (it says where it goes).

import type { BlockElement } from '../../book/index.ts';
import { cleanHref, cleanMediaSrc, nodeText } from '../../book/index.ts';
import type { Finding } from '../finding.ts';
import { atPath, documentFinding } from './makeFinding.ts';
import { findingMessages, fixMessages } from './messages.ts';
import { elementsOf } from './walk.ts';

// Whole link texts that say nothing of the target, in the languages people write here. Compared lower-cased, punctuation trimmed.
const VAGUE = new Set([
  'click here', 'click', 'here', 'more', 'read more', 'learn more', 'link', 'this link', 'this', 'go', 'details', 'more info',
  '여기', '클릭', '여기를 클릭', '여기를 클릭하세요', '클릭하세요', '여기를 누르세요', '더보기', '더 보기', '자세히', '자세히 보기', '링크', '바로가기', '이동',
  'ici', 'cliquez ici', 'hier', 'hier klicken', 'mehr', 'aquí', 'haga clic aquí', 'ここ', 'こちら', 'クリック',
]);

export function isVagueLinkText(text: string): boolean {
  return VAGUE.has(text.trim().toLowerCase().replace(/^[\s"'“”«»([]+|[\s"'“”«».,:;!?)\]…>]+$/g, ''));
}

const editLink = { kind: 'guided', label: { message: fixMessages.editLink }, action: 'link' } as const;

export function checkLinkName(blocks: readonly BlockElement[]): Finding[] {
  const findings: Finding[] = [];
  for (const { node, path } of elementsOf(blocks, 'link')) {
    const text = nodeText(node).trim();
    const subject = `${text}|${node.href}`;
    if (text === '') findings.push(documentFinding('link-name', 'error', atPath(path), subject, findingMessages.linkEmpty, undefined, editLink));
    else if (isVagueLinkText(text)) findings.push(documentFinding('link-name', 'warning', atPath(path), subject, findingMessages.linkVague, { text }, editLink));
  }
  return findings;
}

/** A link or media whose address the Book would not keep (normalised documents have none; a model built by hand may). */
export function checkUrlRequired(blocks: readonly BlockElement[]): Finding[] {
  const findings: Finding[] = [];
  for (const { node, path } of elementsOf(blocks, 'link')) {
    if (cleanHref(node.href) !== undefined) continue;
    findings.push(documentFinding('url-required', 'error', atPath(path), `link|${nodeText(node).trim()}|${node.href}`, findingMessages.linkNoAddress, undefined, editLink));
  }
  for (const { node, path } of elementsOf(blocks, 'media')) {
    if (cleanMediaSrc(node.src) !== undefined) continue;
    findings.push(
      documentFinding('url-required', 'error', atPath(path), `media|${node.kind}|${node.title ?? ''}|${node.src}`, findingMessages.mediaNoAddress, undefined, {
        kind: 'guided',
        label: { message: fixMessages.editMedia },
        action: 'media',
      }),
    );
  }
  return findings;
}
