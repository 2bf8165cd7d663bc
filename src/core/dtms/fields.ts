// Reading typed fields out of parsed JSON, which is `unknown` until checked.
// Every problem becomes a DtmsFormatError naming the field as the file spells
// it (`graphic.data`) and, inside the page list, the page's position, so the
// user can find it.

import { DtmsFormatError } from './errors.ts';

export type JsonObject = Readonly<Record<string, unknown>>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Where in the file we are reading: a page (its position, from 1) and the path to the enclosing object. */
export interface FieldScope {
  readonly page?: number;
  readonly path?: string;
}

function fieldName(scope: FieldScope, key: string): string {
  return scope.path === undefined ? key : `${scope.path}.${key}`;
}

function where(scope: FieldScope, key: string): { page?: number; field: string } {
  return scope.page === undefined ? { field: fieldName(scope, key) } : { page: scope.page, field: fieldName(scope, key) };
}

/** The value of `key`; own properties only, so `constructor` and the like are never mistaken for data. */
export function requireField(object: JsonObject, key: string, scope: FieldScope): unknown {
  if (!Object.hasOwn(object, key) || object[key] === undefined || object[key] === null) {
    throw new DtmsFormatError('MISSING_FIELD', `The field "${fieldName(scope, key)}" is missing.`, where(scope, key));
  }
  return object[key];
}

export function badField(scope: FieldScope, key: string, why: string): DtmsFormatError {
  return new DtmsFormatError('BAD_VALUE', `The field "${fieldName(scope, key)}" ${why}.`, where(scope, key));
}

/**
 * A text field. U+0000 (written \u0000 in JSON) is refused: it means nothing
 * in text, PostgreSQL cannot store it, and a document changed without a word
 * is worse than one refused naming the page and field (the HTTP edge refuses
 * it in typed fields the same way).
 */
export function requireString(object: JsonObject, key: string, scope: FieldScope): string {
  const value = requireField(object, key, scope);
  if (typeof value !== 'string') throw badField(scope, key, 'is not text');
  if (value.includes('\u0000')) throw badField(scope, key, 'holds a NUL character (U+0000), which cannot be stored');
  return value;
}

export function requireObject(object: JsonObject, key: string, scope: FieldScope): JsonObject {
  const value = requireField(object, key, scope);
  if (!isJsonObject(value)) throw badField(scope, key, 'is not an object');
  return value;
}

/** The scope of the object under `key`, for naming its fields. */
export function within(scope: FieldScope, key: string): FieldScope {
  return { ...scope, path: fieldName(scope, key) };
}

/** JSON.parse, with a NOT_JSON error instead of a SyntaxError. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new DtmsFormatError('NOT_JSON', 'The text is not JSON.');
  }
}
