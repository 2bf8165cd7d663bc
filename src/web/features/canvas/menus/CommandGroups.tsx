import { Fragment } from 'react';
import { Header, MenuSection, Separator } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useCommands } from '../../../commands/CommandsContext.tsx';
import { CommandMenuItem } from './CommandMenuItem.tsx';
import type { CommandGroup } from './menuGroups.ts';

/** Groups of command items inside a menu: a heading when the group has one, else a separator between groups. */
export function CommandGroups({ groups, separatorFirst = false }: { readonly groups: readonly CommandGroup[]; readonly separatorFirst?: boolean }) {
  const intl = useIntl();
  const { commands } = useCommands();
  return groups.map((group, index) => {
    const items = group.commandIds.flatMap((id) => {
      const command = commands.find((candidate) => candidate.id === id);
      return command === undefined ? [] : [<CommandMenuItem key={id} command={command} />];
    });
    return (
      <Fragment key={group.id}>
        {(index > 0 || separatorFirst) && group.heading === undefined && <Separator className="menu-separator" />}
        <MenuSection id={group.id} className="menu-section">
          {group.heading !== undefined && <Header className="menu-heading">{intl.formatMessage(group.heading)}</Header>}
          {items}
        </MenuSection>
      </Fragment>
    );
  });
}
