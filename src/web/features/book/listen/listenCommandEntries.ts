// The DAISY player's commands as the Book's manifest declares them (their
// names must load with every page's registry, so they live there).

export { LISTEN_COMMANDS, listenCommandEntries, listenCommandId, listenCommandMessages, type ListenCommand } from '../manifest.ts';
