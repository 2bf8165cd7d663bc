import { Suspense } from 'react';
import { useDevice } from './DeviceContext.ts';
import { DisplayTranslator } from './lazyDeviceUi.ts';

/** The braille translator "Read on the display" uses, while a display is connected (its code loads then). */
export function DisplayTranslatorHost() {
  const { state } = useDevice();
  if (state.status !== 'connected') return null;
  return (
    <Suspense fallback={null}>
      <DisplayTranslator />
    </Suspense>
  );
}
