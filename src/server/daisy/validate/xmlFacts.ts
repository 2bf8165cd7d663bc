import { evaluateXPaths } from './xmllint.ts';

// Reading lists of records out of a file in two xmllint sessions: first how
// many nodes each list has, then one string() per field of each node.
// Element names are matched by local-name() so the documents' default
// namespaces need no prefixes.

/** `*[local-name()='name']`: an element step that ignores the namespace. */
export function el(name: string): string {
  return `*[local-name()='${name}']`;
}

export interface ListQuery {
  /** An XPath selecting the nodes, one record each. */
  readonly nodes: string;
  /** Field name to an XPath relative to the node ('.' for its string value, '@src' for an attribute), or a function of it with `{}` for the node ('local-name({})'). */
  readonly fields: Readonly<Record<string, string>>;
}

export type Records = Record<string, string>[];

/** The records of each list, by the lists' keys; undefined when the file cannot be parsed. */
export async function readLists<K extends string>(path: string, lists: Readonly<Record<K, ListQuery>>, workDir: string, dtdFolder: string): Promise<Record<K, Records> | undefined> {
  const keys = Object.keys(lists) as K[];
  const counts = await evaluateXPaths(path, keys.map((key) => `count(${lists[key].nodes})`), workDir, dtdFolder);
  if (counts === undefined) return undefined;
  const expressions: string[] = [];
  keys.forEach((key, index) => {
    const { nodes, fields } = lists[key];
    for (let position = 1; position <= Number(counts[index]); position++) {
      const node = `(${nodes})[${position}]`;
      for (const field of Object.values(fields)) expressions.push(`string(${field.includes('{}') ? field.replace('{}', node) : `${node}/${field}`})`);
    }
  });
  const values = await evaluateXPaths(path, expressions, workDir, dtdFolder);
  if (values === undefined) return undefined;
  let next = 0;
  const result = {} as Record<K, Records>;
  keys.forEach((key, index) => {
    const names = Object.keys(lists[key].fields);
    result[key] = Array.from({ length: Number(counts[index]) }, () => Object.fromEntries(names.map((name) => [name, values[next++] as string])));
  });
  return result;
}
