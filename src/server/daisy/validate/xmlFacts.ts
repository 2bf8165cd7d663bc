import { attributeValues, evaluateXPaths } from './xmllint.ts';

// Reading lists of records out of a file with xmllint. First one session
// counts each list's nodes and, for fields that are attributes ('@src'), how
// many of those nodes have them. A list whose fields are all attributes every
// node has is then read one field at a time in one pass each (the n-th value
// belongs to the n-th node, as attributes come in their elements' order):
// this is the path for the long lists (ids, smilrefs, clips) of a big book.
// Any other list is read with one string() per field of each node, which costs
// a walk of the document per value and so is kept to the short lists
// (metadata, or a list with a missing attribute, which the DTD check reports).
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

const ATTRIBUTE_FIELD = /^@[\w:-]+$/;

/** The records of each list, by the lists' keys; undefined when the file cannot be parsed. */
export async function readLists<K extends string>(path: string, lists: Readonly<Record<K, ListQuery>>, workDir: string, dtdFolder: string): Promise<Record<K, Records> | undefined> {
  const keys = Object.keys(lists) as K[];
  const countExpressions: string[] = [];
  for (const key of keys) {
    const { nodes, fields } = lists[key];
    countExpressions.push(`count(${nodes})`);
    for (const field of Object.values(fields)) if (ATTRIBUTE_FIELD.test(field)) countExpressions.push(`count((${nodes})/${field})`);
  }
  const counted = await evaluateXPaths(path, countExpressions, workDir, dtdFolder);
  if (counted === undefined) return undefined;
  const result = {} as Record<K, Records>;
  const slow: K[] = [];
  let at = 0;
  for (const key of keys) {
    const { nodes, fields } = lists[key];
    const count = Number(counted[at++]);
    const fieldList = Object.entries(fields);
    const attributeCounts = fieldList.filter(([, field]) => ATTRIBUTE_FIELD.test(field)).map(() => Number(counted[at++]));
    if (attributeCounts.length !== fieldList.length || attributeCounts.some((attributeCount) => attributeCount !== count)) {
      slow.push(key);
      continue;
    }
    const columns: string[][] = [];
    for (const [, field] of fieldList) {
      const values = count === 0 ? [] : await attributeValues(path, `(${nodes})/${field}`, workDir, dtdFolder);
      if (values === undefined || values.length !== count) return undefined;
      columns.push(values);
    }
    result[key] = Array.from({ length: count }, (_, index) => Object.fromEntries(fieldList.map(([name], column) => [name, columns[column]?.[index] as string])));
  }
  const slowLists = await readPositionally(path, Object.fromEntries(slow.map((key) => [key, lists[key]])) as Record<K, ListQuery>, workDir, dtdFolder);
  if (slowLists === undefined) return undefined;
  return { ...result, ...slowLists };
}

/** One string() per field of each node: right for any field, quadratic in a list's length. */
async function readPositionally<K extends string>(path: string, lists: Readonly<Record<K, ListQuery>>, workDir: string, dtdFolder: string): Promise<Partial<Record<K, Records>> | undefined> {
  const keys = Object.keys(lists) as K[];
  if (keys.length === 0) return {};
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
  const result: Partial<Record<K, Records>> = {};
  keys.forEach((key, index) => {
    const names = Object.keys(lists[key].fields);
    result[key] = Array.from({ length: Number(counts[index]) }, () => Object.fromEntries(names.map((name) => [name, values[next++] as string])));
  });
  return result;
}
