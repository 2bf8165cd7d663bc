// The device feature's parts other features show, loaded with them: the
// settings section (Settings) and the middleware test panel (the test pages).
// Its commands' code loads apart (commandCode.ts), and so do its dialogs and
// the virtual display (shell/lazyDeviceUi.ts), when first shown.

export { DeviceSettingsSection } from './DeviceSettingsSection.tsx';
export { default as MiddlewareTestPanel } from './MiddlewareTestPanel.tsx';
