import type { Command, Enablement } from './types.ts';

export function commandEnablement<Ctx>(command: Command<Ctx>, ctx: Ctx): Enablement {
  return command.isEnabled === undefined ? true : command.isEnabled(ctx);
}
