import type { ReactNode } from 'react';
import { Button, Menu, MenuTrigger, Popover } from 'react-aria-components';
import { ChevronDownIcon } from '../../../ui/icons.tsx';

/** A menu button of the Canvas's menu bar; its menu opens below it (Enter, Space, or Down arrow). */
export function CanvasMenu({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <MenuTrigger>
      <Button className="menu-button">
        {label}
        <ChevronDownIcon />
      </Button>
      <Popover className="popover menu-popover" placement="bottom start">
        <Menu className="menu">{children}</Menu>
      </Popover>
    </MenuTrigger>
  );
}
