import { PATHS } from '../routes/paths.ts';
import type { AppCommand } from './appCommandContext.ts';
import { commandMessages as m } from './messages.ts';
import { navigationCommand } from './navigationCommand.ts';

/** Easy mode's own entries, so the palette reaches them from any Easy screen. */
export const easyCommands: readonly AppCommand[] = [
  navigationCommand('easy.openCloud', m.openEasyCloud, PATHS.easyCloud, { scope: 'easy' }),
  navigationCommand('easy.openSearch', m.openEasySearch, PATHS.easySearch, { scope: 'easy' }),
  navigationCommand('easy.openTactile', m.openEasyTactile, PATHS.easyTactile, { scope: 'easy' }),
  navigationCommand('easy.openCanvas', m.openEasyCanvas, PATHS.easyCanvas, { scope: 'easy' }),
];
