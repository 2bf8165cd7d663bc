// heading-present, heading-order and heading-empty: the outline a screen
// reader user moves by. A heading's subject is its level and text, so the
// key holds while the text above it changes.

import type { BlockElement, HeadingElement, HeadingLevel } from '../../book/index.ts';
import { nodeText } from '../../book/index.ts';
import type { Finding } from '../finding.ts';
import { atPath, documentFinding } from './makeFinding.ts';
import { findingMessages, fixMessages } from './messages.ts';
import { elementsOf } from './walk.ts';

interface Heading {
  readonly node: HeadingElement;
  readonly path: readonly number[];
  readonly text: string;
}

function headingsOf(blocks: readonly BlockElement[]): Heading[] {
  return elementsOf(blocks, 'heading').map(({ node, path }) => ({ node, path, text: nodeText(node).trim() }));
}

/** None at all is an error; headings but none at level 1 a warning (axe's page-has-heading-one). */
export function checkHeadingPresent(blocks: readonly BlockElement[]): Finding[] {
  const headings = headingsOf(blocks);
  if (headings.length === 0) return [documentFinding('heading-present', 'error', { kind: 'document' }, 'none', findingMessages.headingNone)];
  if (headings.some((heading) => heading.node.level === 1)) return [];
  return [documentFinding('heading-present', 'warning', { kind: 'document' }, 'no-level-1', findingMessages.headingNoLevelOne)];
}

/**
 * A heading more than one level below the one before it (h2 then h4). Going
 * up any number of levels is fine, and so is a first heading below level 1
 * (axe does not flag it either; heading-present warns about a missing h1).
 * Each heading is compared with the one before it as it stands, as axe does;
 * the fix sets the level one below the previous heading's, and a heading
 * after it may then be reported in turn.
 */
export function checkHeadingOrder(blocks: readonly BlockElement[]): Finding[] {
  const findings: Finding[] = [];
  let previous: HeadingLevel | undefined;
  for (const heading of headingsOf(blocks)) {
    const level = heading.node.level;
    if (previous !== undefined && level - previous > 1) {
      const fixed = (previous + 1) as HeadingLevel;
      findings.push(
        documentFinding('heading-order', 'warning', atPath(heading.path), `${level}|${heading.text}`, findingMessages.headingSkipped, { level, previous }, {
          kind: 'auto',
          label: { message: fixMessages.setHeadingLevel, values: { level: fixed } },
          steps: [{ op: 'set', path: heading.path, props: { level: fixed } }],
        }),
      );
    }
    previous = level;
  }
  return findings;
}

/** A heading with no text (an equation is text: it has a spoken form). The fix removes it. */
export function checkHeadingEmpty(blocks: readonly BlockElement[]): Finding[] {
  return headingsOf(blocks)
    .filter((heading) => heading.text === '')
    .map((heading, index) =>
      documentFinding('heading-empty', 'error', atPath(heading.path), `${heading.node.level}|${index}`, findingMessages.headingEmpty, undefined, {
        kind: 'auto',
        label: { message: fixMessages.removeHeading },
        steps: [{ op: 'remove', path: heading.path }],
      }),
    );
}
