import { ROLES } from '../../shared/auth/roles.ts';
import { askBeforeSignOut } from '../auth/signOutGuards.ts';
import { hasRole } from '../../shared/auth/session.ts';
import { routeTitles } from '../routes/messages.ts';
import { PATHS } from '../routes/paths.ts';
import type { AppCommand } from './appCommandContext.ts';
import { commandMessages as m } from './messages.ts';
import { navigationCommand } from './navigationCommand.ts';

export const PALETTE_COMMAND_ID = 'app.openPalette';
export const SHORTCUTS_COMMAND_ID = 'app.showShortcuts';
export const CHANGE_LANGUAGE_COMMAND_ID = 'app.changeLanguage';
export const SIGN_IN_COMMAND_ID = 'app.signIn';
export const SIGN_OUT_COMMAND_ID = 'app.signOut';

// Commands available on every screen. Alt+Shift+letter stays clear of the
// browser's own shortcuts, of screen readers (Insert / Caps Lock / Ctrl+Option)
// and of the editors' Ctrl and Alt shortcuts.
export const globalCommands: readonly AppCommand[] = [
  { id: PALETTE_COMMAND_ID, label: m.openPalette, scope: 'global', shortcuts: ['Mod+K'], run: (ctx) => ctx.openDialog('palette') },
  { id: SHORTCUTS_COMMAND_ID, label: m.showShortcuts, scope: 'global', shortcuts: ['Shift+/', 'Shift+?'], run: (ctx) => ctx.openDialog('shortcuts') },
  navigationCommand('app.goHome', m.goHome, PATHS.home, { shortcuts: ['Alt+Shift+H'] }),
  navigationCommand('app.goEasy', m.goEasy, PATHS.easy, { shortcuts: ['Alt+Shift+E'] }),
  navigationCommand('app.goCanvas', m.goCanvas, PATHS.canvas, { shortcuts: ['Alt+Shift+C'] }),
  navigationCommand('app.goCloud', m.goCloud, PATHS.cloud, { shortcuts: ['Alt+Shift+D'] }),
  navigationCommand('app.goLibrary', m.goLibrary, PATHS.library, { shortcuts: ['Alt+Shift+L'] }),
  navigationCommand('app.goBook', m.goBook, PATHS.book, {
    shortcuts: ['Alt+Shift+B'],
    isEnabled: (ctx) => hasRole(ctx.session, ROLES.admin) || { reason: m.adminOnly },
  }),
  navigationCommand('app.goSettings', m.goSettings, PATHS.settings, { shortcuts: ['Alt+Shift+S'] }),
  navigationCommand('app.goProfile', m.goProfile, PATHS.profile, {
    isEnabled: (ctx) => ctx.session !== undefined || { reason: m.notSignedIn },
  }),
  { id: CHANGE_LANGUAGE_COMMAND_ID, label: m.changeLanguage, scope: 'global', run: (ctx) => ctx.openDialog('language') },
  navigationCommand(SIGN_IN_COMMAND_ID, routeTitles.login, PATHS.login, {
    isEnabled: (ctx) => ctx.session === undefined || { reason: m.alreadySignedIn },
  }),
  {
    id: SIGN_OUT_COMMAND_ID,
    label: m.signOut,
    scope: 'global',
    isEnabled: (ctx) => ctx.session !== undefined || { reason: m.notSignedIn },
    run: async (ctx) => {
      // Unsaved work is asked about first, while the session can still save it; Cancel stays signed in.
      if (!(await askBeforeSignOut())) return;
      ctx.signOut();
      ctx.navigate(PATHS.home);
    },
  },
];
