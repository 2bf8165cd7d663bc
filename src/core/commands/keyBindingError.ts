export type KeyBindingErrorCode =
  | 'empty'
  | 'empty-part'
  | 'unknown-modifier'
  | 'duplicate-modifier'
  | 'missing-key'
  | 'unknown-key';

/** A binding string that cannot be parsed; `code` lets callers and tests tell the cases apart. */
export class KeyBindingError extends Error {
  readonly code: KeyBindingErrorCode;
  readonly binding: string;

  constructor(code: KeyBindingErrorCode, binding: string, message: string) {
    super(message);
    this.name = 'KeyBindingError';
    this.code = code;
    this.binding = binding;
  }
}
