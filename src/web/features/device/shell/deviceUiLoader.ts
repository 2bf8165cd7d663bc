// The second step of loading the device feature (see lazyDeviceUi.ts).
export const loadDeviceFeature = () => import('../deviceUi.ts');
