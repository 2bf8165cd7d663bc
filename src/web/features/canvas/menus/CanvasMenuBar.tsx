import { Toolbar } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { CanvasEditor } from '../../../../core/canvas/index.ts';
import { CanvasMenu } from './CanvasMenu.tsx';
import { CommandGroups } from './CommandGroups.tsx';
import { FILE_MENU, PAGE_MENU } from './menuGroups.ts';
import { menuMessages as m } from './messages.ts';
import { SettingsMenu } from './SettingsMenu.tsx';
import { ToolMenu } from './ToolMenu.tsx';

/**
 * The Canvas's menus (spec §2: file, settings, page, tool). A tool bar of
 * menu buttons: one Tab stop, Left and Right between the menus, Enter, Space
 * or Down opens one. Every item runs a registry command and shows its shortcut.
 */
export function CanvasMenuBar({ editor }: { readonly editor: CanvasEditor }) {
  const intl = useIntl();
  return (
    <Toolbar className="canvas-menu-bar" aria-label={intl.formatMessage(m.menuBar)}>
      <CanvasMenu label={intl.formatMessage(m.file)}>
        <CommandGroups groups={FILE_MENU} />
      </CanvasMenu>
      <SettingsMenu editor={editor} />
      <CanvasMenu label={intl.formatMessage(m.page)}>
        <CommandGroups groups={PAGE_MENU} />
      </CanvasMenu>
      <ToolMenu editor={editor} />
    </Toolbar>
  );
}
