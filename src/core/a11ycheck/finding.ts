// What the accessibility checker reports. A finding is data: the rule it
// breaks, how serious, where (a place a keyboard user can be taken to), a
// translatable message and, where a safe one exists, a fix — applied by
// whoever holds the document (core for the server and the CLI, the editor
// as one undoable step). Nothing here knows React, the DOM or Node.

import type { BlockElement } from '../book/index.ts';
import type { MessageRef } from '../messages/index.ts';

/** Rules over a document (the Book's model, or HTML read into it). */
export const DOCUMENT_RULE_IDS = [
  'document-title',
  'heading-present',
  'heading-order',
  'heading-empty',
  'image-alt',
  'color-contrast',
  'link-name',
  'aria-label',
  'url-required',
  'table-header',
  'list-structure',
] as const;

/** Rules over tactile pages (a Canvas document, a DTMS file). */
export const TACTILE_RULE_IDS = [
  'page-alt',
  'tactile-braille-spacing',
  'tactile-stray-pins',
  'tactile-line-spacing',
  'tactile-density',
  'tactile-braille-edge',
] as const;

export type DocumentRuleId = (typeof DOCUMENT_RULE_IDS)[number];
export type TactileRuleId = (typeof TACTILE_RULE_IDS)[number];
export type RuleId = DocumentRuleId | TactileRuleId;

export const RULE_IDS: readonly RuleId[] = [...DOCUMENT_RULE_IDS, ...TACTILE_RULE_IDS];

export function isRuleId(value: string): value is RuleId {
  return (RULE_IDS as readonly string[]).includes(value);
}

/** error: a reader is kept from the content; warning: worth a look, may be fine. */
export type Severity = 'error' | 'warning';

/** Pins of a page: columns `x`…`x+width-1`, rows `y`…`y+height-1`, counted from 0. */
export interface PinArea {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * Where a finding is.
 * - `document`: the document as a whole (its title, its first heading).
 * - `node`: a node of the Book's model by its path from `blocks` (Slate's
 *   path: block index, then child indices; a text leaf's path for a colour).
 * - `element`: HTML the model does not keep (an `aria-label`), by a selector
 *   a person can read (`body > div:nth-of-type(2) > button`). HTML input only.
 * - `page`: a tactile page (index from 0) and, for a design rule, its pins.
 */
export type FindingLocation =
  | { readonly kind: 'document' }
  | { readonly kind: 'node'; readonly path: readonly number[] }
  | { readonly kind: 'element'; readonly selector: string }
  | { readonly kind: 'page'; readonly page: number; readonly area?: PinArea };

/** One step of a document fix; the model's shape is Slate's, so each maps to one Slate transform. */
export type DocumentFixStep =
  /** Set (or, with `undefined`, remove) properties of the node at `path`. */
  | { readonly op: 'set'; readonly path: readonly number[]; readonly props: Readonly<Record<string, unknown>> }
  /** Remove the node at `path`. */
  | { readonly op: 'remove'; readonly path: readonly number[] }
  /** Replace `count` sibling blocks from `path` with `blocks` (paragraphs become a list). */
  | { readonly op: 'replace'; readonly path: readonly number[]; readonly count: number; readonly blocks: readonly BlockElement[] };

/** One step of a tactile fix: pins of a page lowered and raised (a stray pin gone, a label moved). */
export interface PageFixStep {
  readonly op: 'pins';
  readonly page: number;
  readonly lower: readonly (readonly [number, number])[];
  readonly raise: readonly (readonly [number, number])[];
}

/** What a person is taken to when no safe automatic fix exists: the editor's own dialog for it. */
export type GuidedAction = 'title' | 'image-description' | 'link' | 'media' | 'color' | 'table' | 'page-description' | 'label';

/**
 * A fix. `auto`: safe to apply as it is (its steps, in order, are one change
 * to undo). `guided`: the place and the dialog where a person decides.
 * `label` says what it does ("Make the first row a header row").
 */
export type Fix =
  | { readonly kind: 'auto'; readonly label: MessageRef; readonly steps: readonly (DocumentFixStep | PageFixStep)[] }
  | { readonly kind: 'guided'; readonly label: MessageRef; readonly action: GuidedAction };

export interface Finding {
  readonly rule: RuleId;
  readonly severity: Severity;
  readonly location: FindingLocation;
  /**
   * Names this finding for "ignore this one": the rule and what it is about
   * (the picture's address, the link's text and address, the pins' place),
   * not its position, so it holds across a reload and edits elsewhere.
   */
  readonly key: string;
  readonly message: MessageRef;
  readonly fix?: Fix;
}
