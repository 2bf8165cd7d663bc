// A spoken sentence whose arguments may themselves be messages. A MessageRef's
// values are plain strings and numbers, but "Circle at top left" needs the
// words "circle" and "top left" translated too, and a row's runs are a list.
// So a Description carries such arguments as `parts`: the caller formats each
// part in the user's language, joins lists the way that language does, and
// passes the texts as values of the sentence. formatDescription does exactly
// that with whatever formatter the caller has (react-intl's, the CLI's).

import type { MessageRef } from '../messages/index.ts';

/** An argument that is a message, or a list of messages to be joined. */
export type DescriptionPart = MessageRef | readonly MessageRef[];

export interface Description extends MessageRef {
  /** Arguments to format first and pass as values of `message`; their names do not appear in `values`. */
  readonly parts?: Readonly<Record<string, DescriptionPart>>;
}

export type FormatMessage = (ref: MessageRef) => string;

/** How lists of parts are joined when the caller gives no joiner (e.g. Intl.ListFormat's). */
const joinWithCommas = (texts: readonly string[]): string => texts.join(', ');

/** The text of a description: its parts formatted and joined, then the sentence formatted with them. */
export function formatDescription(description: Description, format: FormatMessage, joinList = joinWithCommas): string {
  const values: Record<string, string | number> = { ...description.values };
  for (const [name, part] of Object.entries(description.parts ?? {})) {
    values[name] = isList(part) ? joinList(part.map(format)) : format(part);
  }
  return format({ message: description.message, values });
}

function isList(part: DescriptionPart): part is readonly MessageRef[] {
  return Array.isArray(part);
}
