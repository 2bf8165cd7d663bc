// An equation as plain text, for statistics, the braille view, a screen
// reader's name of it and anything else that needs words: its text
// alternative when it has one, else its tokens' texts in reading order
// (`x`, `+`, `1`), a space between each two. This is a linear reading, not
// a spoken or Nemeth one (docs/book.md, "Equations").

import type { MathElement, MathNode } from '../model.ts';

/** The texts of an equation's tokens, in order, a space between (no recursion: any tree is safe). */
export function mathTreeText(tree: readonly MathNode[]): string {
  const texts: string[] = [];
  const stack: MathNode[] = [...tree].reverse();
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if ('text' in node) {
      if (node.text !== '') texts.push(node.text);
    } else {
      for (let index = node.children.length - 1; index >= 0; index -= 1) stack.push(node.children[index] as MathNode);
    }
  }
  return texts.join(' ');
}

/** What an equation says as text: its `alt`, else its tokens. */
export function mathText(element: MathElement): string {
  return element.alt ?? mathTreeText(element.tree);
}
