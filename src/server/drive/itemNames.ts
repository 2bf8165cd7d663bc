import { MAX_NAME_LENGTH } from '../../shared/api/driveAppPaths.ts';
import { cleanItemName } from '../../core/drive/index.ts';
import { nameRequired, nameTooLong } from './driveErrors.ts';

/**
 * A name as the drive stores it (core's cleanItemName: NFC, no controls or
 * direction overrides, no \ / : * ? " < > |), or NAME_REQUIRED when nothing
 * is left, or NAME_TOO_LONG. Length counts characters (code points) after
 * cleaning, so invisible characters never count against a name.
 */
export function requireItemName(raw: string | null | undefined): string {
  const name = cleanItemName(raw ?? '');
  if (name === '') throw nameRequired();
  if ([...name].length > MAX_NAME_LENGTH) throw nameTooLong();
  return name;
}

/** A file's new name without its own extension, when the caller typed it ('Map.dtms' for a dtms file is 'Map'). */
export function withoutOwnExtension(name: string, extension: string): string {
  const suffix = `.${extension}`;
  return extension !== '' && name.toLowerCase().endsWith(suffix) && name.length > suffix.length ? name.slice(0, -suffix.length) : name;
}
