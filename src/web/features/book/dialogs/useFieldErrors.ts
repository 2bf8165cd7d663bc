// The errors of a dialog's fields: shown on the field, spoken at once, and
// the first wrong field focused, so the user hears what to fix where it is.

import { createRef, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { announce } from '../../../ui/announcer.ts';
import type { Checked } from './validation.ts';

export function useFieldErrors<K extends string>(fields: readonly K[]) {
  const intl = useIntl();
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const [refs] = useState(() => Object.fromEntries(fields.map((field) => [field, createRef<HTMLInputElement>()])) as Record<K, RefObject<HTMLInputElement | null>>);

  /** Shows the first failed check (in the order given) on its field; true when all passed. */
  const check = (results: readonly (readonly [K, Checked<unknown>])[]): boolean => {
    const next: Partial<Record<K, string>> = {};
    let first: K | undefined;
    for (const [field, result] of results) {
      if (result.ok) continue;
      next[field] = intl.formatMessage(result.error, result.values);
      first ??= field;
    }
    setErrors(next);
    if (first === undefined) return true;
    refs[first].current?.focus();
    announce(next[first] ?? '', 'assertive');
    return false;
  };

  const clear = (field: K) => setErrors((old) => ({ ...old, [field]: undefined }));
  return { errors, refs, check, clear };
}
