// A Vite plugin that drops the `description` of every message declaration
// from the built app. Descriptions are for translators (the extractor and the
// catalogue checks read them from the source); the browser never shows them,
// and across the first load they weigh about as much as the catalogue does.
// The property is blanked with spaces of the same length, newlines kept, so
// every other character stays where it was and no source map is needed.

import ts from 'typescript';
import type { Plugin } from 'vite';

const DECLARERS = new Set(['defineMessages', 'defineMessage']);

/** Start and end of each `description` property inside message declarations. */
function descriptionRanges(fileName: string, code: string): [number, number][] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false, kind);
  const ranges: [number, number][] = [];

  const stripFrom = (message: ts.Expression) => {
    if (!ts.isObjectLiteralExpression(message)) return;
    const { properties } = message;
    properties.forEach((property, i) => {
      if (!ts.isPropertyAssignment(property) || property.name.getText(source) !== 'description') return;
      // Up to the next property (or the closing brace), so the comma goes too.
      const end = i + 1 < properties.length ? (properties[i + 1]?.getFullStart() ?? property.end) : properties.hasTrailingComma ? code.indexOf(',', property.end) + 1 : property.end;
      ranges.push([property.getStart(source), end]);
    });
  };

  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && DECLARERS.has(node.expression.text)) {
      const [argument] = node.arguments;
      if (argument && ts.isObjectLiteralExpression(argument)) {
        if (node.expression.text === 'defineMessage') stripFrom(argument);
        else for (const property of argument.properties) if (ts.isPropertyAssignment(property)) stripFrom(property.initializer);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return ranges;
}

/** `code` with each range replaced by spaces, newlines kept. */
export function stripDescriptions(fileName: string, code: string): string {
  let out = code;
  for (const [start, end] of descriptionRanges(fileName, code)) {
    out = out.slice(0, start) + out.slice(start, end).replace(/[^\n]/g, ' ') + out.slice(end);
  }
  return out;
}

export function stripMessageDescriptions(): Plugin {
  return {
    name: 'strip-message-descriptions',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || !code.includes('description') || !/defineMessages?\(/.test(code)) return undefined;
      const stripped = stripDescriptions(id, code);
      return stripped === code ? undefined : { code: stripped, map: null };
    },
  };
}
