export type TactileImageErrorCode = 'image' | 'brightness' | 'sharpness' | 'threshold';

/**
 * A picture or a setting the conversion cannot use. A RangeError, since each
 * case is a value outside what is accepted; `code` tells callers which one so
 * the interface can point at the right control.
 */
export class TactileImageError extends RangeError {
  readonly code: TactileImageErrorCode;

  constructor(code: TactileImageErrorCode, message: string) {
    super(message);
    this.name = 'TactileImageError';
    this.code = code;
  }
}
