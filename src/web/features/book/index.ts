// The Book's code that loads on demand: its commands' code (bound to
// manifest.ts by id).

export { bookCommandCode } from './commands/bookCommands.ts';
