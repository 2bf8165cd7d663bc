import type { Message } from '../messages/index.ts';

export type CommandScope = 'global' | 'home' | 'easy' | 'canvas' | 'cloud' | 'library' | 'book' | 'listen' | 'settings';

/** A disabled command carries a reason so a screen reader can say why nothing happened. */
export type Enablement = true | { readonly reason: Message };

/** What is known of a command without its code: enough to list it, name it and match its keys. */
export interface CommandInfo {
  /** Stable identifier, e.g. 'app.goHome'. */
  readonly id: string;
  readonly label: Message;
  readonly scope: CommandScope;
  /** Key binding strings such as 'Mod+K'; the first one is the one displayed. */
  readonly shortcuts?: readonly string[];
}

export interface Command<Ctx> extends CommandInfo {
  /** Absent means always enabled. */
  readonly isEnabled?: (ctx: Ctx) => Enablement;
  readonly run: (ctx: Ctx) => void | Promise<void>;
}

/** The parts of a keydown event that matching needs, so core never sees a DOM event. */
export interface KeyInput {
  readonly key: string;
  readonly code: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  readonly shiftKey: boolean;
}
