import { Suspense } from 'react';
import { useDevice } from './DeviceContext.ts';
import { VirtualDisplayRegion } from './lazyDeviceUi.ts';

/** The virtual tactile display, after the main content of every layout, while one is connected (its code loads then). */
export function VirtualDisplayHost() {
  const { state } = useDevice();
  const virtual = state.status === 'connected' && (state.method === 'virtual320' || state.method === 'virtual768');
  if (!virtual) return null;
  return (
    <Suspense fallback={null}>
      <VirtualDisplayRegion />
    </Suspense>
  );
}
