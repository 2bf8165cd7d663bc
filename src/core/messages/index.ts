// Messages are identified by their Korean phrase, which is also the catalogue
// key. Core code cannot import react-intl, so it declares messages with these
// identity helpers; the formatjs extractor recognises them by name, which is
// why the names must stay exactly `defineMessages` and `defineMessage`.

export interface Message {
  readonly id: string;
  readonly description?: string;
}

export interface MessageRef {
  readonly message: Message;
  readonly values?: Readonly<Record<string, string | number>>;
}

// Marked free of side effects, so the bundler drops every table no page uses.
/* @__NO_SIDE_EFFECTS__ */
export function defineMessages<const T extends Record<string, Message>>(messages: T): T {
  return messages;
}

/* @__NO_SIDE_EFFECTS__ */
export function defineMessage<const T extends Message>(message: T): T {
  return message;
}
