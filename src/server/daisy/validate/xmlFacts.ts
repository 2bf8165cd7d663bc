import { attributeValues, evaluateXPaths } from './xmllint.ts';

// Reading lists of records out of a file with xmllint. A list whose fields
// are all attributes ('@src') is read one field at a time, one pass each, over
// the nodes that have every one of them (the n-th value belongs to the n-th
// node, as attributes come in their elements' order): the path for the long
// lists (ids, smilrefs, clips) of a big book. A node lacking one of the
// attributes is left out of the list; the rules read only attributes the DTDs
// require or whose absence they tell themselves, and the dtd rule reports a
// missing required one. Any other list (text or functions of nodes: the OPF's
// dc metadata) is read with one string() per field of each node, a walk of the
// document per value, so it is kept to short lists.
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
  const byAttributes = keys.filter((key) => Object.values(lists[key].fields).every((field) => ATTRIBUTE_FIELD.test(field)));
  const positional = keys.filter((key) => !byAttributes.includes(key));
  const result = {} as Record<K, Records>;
  const whole = (nodes: string, fields: readonly string[]) => `(${nodes})[${fields.join(' and ')}]`;
  const counts = await evaluateXPaths(path, byAttributes.map((key) => `count(${whole(lists[key].nodes, Object.values(lists[key].fields))})`), workDir, dtdFolder);
  if (counts === undefined) return undefined;
  for (const [index, key] of byAttributes.entries()) {
    const fieldList = Object.entries(lists[key].fields);
    const nodes = whole(lists[key].nodes, fieldList.map(([, field]) => field));
    const count = Number(counts[index]);
    const columns: string[][] = [];
    for (const [, field] of fieldList) {
      const values = count === 0 ? [] : await attributeValues(path, `${nodes}/${field}`, workDir, dtdFolder);
      if (values === undefined || values.length !== count) return undefined;
      columns.push(values);
    }
    result[key] = Array.from({ length: count }, (_, row) => Object.fromEntries(fieldList.map(([name], column) => [name, columns[column]?.[row] as string])));
  }
  const rest = await readPositionally(path, Object.fromEntries(positional.map((key) => [key, lists[key]])) as Record<K, ListQuery>, workDir, dtdFolder);
  if (rest === undefined) return undefined;
  return { ...result, ...rest };
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
