// Spec §7: payload keys travel as UPPER_SNAKE and responses are read in
// camelCase. Both directions convert keys at any depth but leave values
// alone, and only walk plain objects and arrays, so a Date, Blob, File or
// FormData reaches the network (or the caller) exactly as it was given.

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function mapKeys(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => mapKeys(item, convert));
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [convert(key), mapKeys(item, convert)]));
}

const UPPER_SNAKE = /^[A-Z0-9_]+$/;

/** `dtmGroupNo` → `DTM_GROUP_NO`, `htmlURL` → `HTML_URL`; UPPER_SNAKE keys stay as they are. */
export function upperSnake(key: string): string {
  if (UPPER_SNAKE.test(key)) return key;
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toUpperCase();
}

/** `TOTAL_COUNT` → `totalCount`, `dtm_no` → `dtmNo`; keys already in camelCase stay as they are. */
export function camel(key: string): string {
  // Leading underscores are part of a name (`_id`), not a word break.
  const [, lead = '', rest = ''] = /^(_*)(.*)$/.exec(key) ?? [];
  const isAllUpper = /[A-Z]/.test(rest) && !/[a-z]/.test(rest);
  if (!rest.includes('_') && !isAllUpper) return key;
  const words = rest.split('_').filter((word) => word.length > 0);
  return lead + words.map((word, index) => (index === 0 ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())).join('');
}

export function toUpperSnakeKeys(value: unknown): unknown {
  return mapKeys(value, upperSnake);
}

export function toCamelKeys(value: unknown): unknown {
  return mapKeys(value, camel);
}
