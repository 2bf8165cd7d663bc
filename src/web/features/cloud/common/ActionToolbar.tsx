import { Button, Toolbar } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { formatKeyBinding } from '../../../../core/commands/index.ts';
import { findCloudCommand } from '../commands/cloudCommands.ts';
import type { DriveTarget } from '../commands/driveTarget.ts';
import { useCommands } from '../../../commands/CommandsContext.tsx';

interface Props {
  readonly label: string;
  /** Command ids, in groups (each a role="group", set apart by a line at its start). */
  readonly groups: readonly (readonly string[])[];
  /** The screen's state as just rendered, for which buttons are available. */
  readonly target: DriveTarget;
}

/**
 * The screen's commands as a toolbar: one Tab stop, arrows between buttons.
 * Every button runs the registry command, so it does what its shortcut and
 * the palette do. A command that cannot run now stays focusable, marked
 * aria-disabled, and says why when pressed (as its shortcut does).
 */
export function ActionToolbar({ label, groups, target }: Props) {
  const intl = useIntl();
  const { platform, run } = useCommands();
  return (
    <Toolbar className="action-toolbar" aria-label={label}>
      {/* Groups, not separators between them: a group's line is its own start border, and the border of a group that
          starts a line falls outside the clip (cloud.css), so no line ever starts or ends with a separator. */}
      <div className="toolbar-clip">
        <div className="toolbar-rows">
          {groups.map((group) => (
            <div key={group.join()} role="group" className="toolbar-group">
              {group.map((id) => {
                const command = findCloudCommand(id);
                if (!command) return null;
                const unavailable = command.enabledFor(target) !== true;
                const shortcuts = command.shortcuts?.map((binding) => formatKeyBinding(binding, platform, 'aria')).join(' ');
                return (
                  <Button
                    key={id}
                    className="button button--quiet toolbar-button"
                    {...(unavailable ? { 'aria-disabled': true } : {})}
                    {...(shortcuts ? { 'aria-keyshortcuts': shortcuts } : {})}
                    onPress={() => run(command)}
                  >
                    {intl.formatMessage(command.label)}
                  </Button>
                );
              })}
            </div>
          ))}
        </div>
      </div>
    </Toolbar>
  );
}
