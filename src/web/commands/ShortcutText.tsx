import { Keyboard } from 'react-aria-components';
import { formatKeyBinding, type Platform } from '../../core/commands/index.ts';

/**
 * A shortcut as sighted users expect to see it (⌥⇧H on a Mac) and as a
 * screen reader should say it ("Option Shift H"): symbols read badly aloud.
 */
export function ShortcutText({ binding, platform }: { readonly binding: string; readonly platform: Platform }) {
  return (
    <>
      <Keyboard className="shortcut" aria-hidden="true">
        {formatKeyBinding(binding, platform, 'label')}
      </Keyboard>
      <span className="visually-hidden">{formatKeyBinding(binding, platform, 'spoken')}</span>
    </>
  );
}
