// HTML as core reads it: a parsed tree, not a string. Core has no DOM and no
// parser of its own; the web hands it the browser's DOMParser result and the
// server parse5's (both follow the HTML standard, so a document is read the
// same on either side — no sanitiser/browser parsing mismatch).

export interface HtmlElementNode {
  readonly kind: 'element';
  /** Lower-case tag name (`p`, `h1`, `img`). */
  readonly tag: string;
  /** Attributes by lower-case name. */
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: readonly HtmlNode[];
}

export interface HtmlTextNode {
  readonly kind: 'text';
  readonly value: string;
}

export type HtmlNode = HtmlElementNode | HtmlTextNode;
