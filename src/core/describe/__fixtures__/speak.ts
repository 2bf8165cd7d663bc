// Test helper: descriptions as text, formatted from the Korean ids by plain
// placeholder substitution (core tests cannot load an ICU formatter, and the
// Korean ids carry no plural syntax), so tests can compare whole sentences.

import { formatDescription, type Description } from '../index.ts';
import type { MessageRef } from '../../messages/index.ts';

const substitute = (ref: MessageRef): string =>
  ref.message.id.replace(/\{(\w+)\}/g, (whole, name: string) => String(ref.values?.[name] ?? whole));

export const speak = (descriptions: readonly Description[]): string[] => descriptions.map((d) => formatDescription(d, substitute));
