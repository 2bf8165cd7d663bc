import { DeviceKeyCommands } from './DeviceKeyCommands.tsx';
import { DisplayTranslatorHost } from './DisplayTranslatorHost.tsx';

/** What the device feature runs on every page: the display's keys bound to commands, and the translator for reading. */
export function DeviceEveryPage() {
  return (
    <>
      <DeviceKeyCommands />
      <DisplayTranslatorHost />
    </>
  );
}
