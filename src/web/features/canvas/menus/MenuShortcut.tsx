import { KeyboardContext, useSlottedContext } from 'react-aria-components';
import type { Platform } from '../../../../core/commands/index.ts';
import { ShortcutText } from '../../../commands/ShortcutText.tsx';

/**
 * A menu item's shortcut. React Aria describes the item by its keyboard slot;
 * here that slot is a wrapper around ShortcutText, so the description is the
 * spoken form ("Ctrl Shift S") and sighted users see the short one (⇧⌘S).
 */
export function MenuShortcut({ binding, platform }: { readonly binding: string; readonly platform: Platform }) {
  const slot = useSlottedContext(KeyboardContext);
  return (
    <span id={slot?.id} className="menu-item-shortcut">
      {/* The inner Keyboard must not take the slot's id a second time. */}
      <KeyboardContext.Provider value={null}>
        <ShortcutText binding={binding} platform={platform} />
      </KeyboardContext.Provider>
    </span>
  );
}
