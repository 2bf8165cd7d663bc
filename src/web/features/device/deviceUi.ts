// Everything of the device feature the app loads on demand, behind one
// import: the dialog, the 'connect device?' confirmation, the virtual
// display's region and the connection code. One entry keeps the first load
// to one list of chunks to fetch instead of one per component.

export { default as ConnectDeviceAlert } from './ConnectDeviceAlert.tsx';
export { default as DeviceDialog } from './DeviceDialog.tsx';
export { default as DisplayTranslator } from './reading/DisplayTranslator.tsx';
export { default as VirtualDisplayRegion } from './VirtualDisplayRegion.tsx';
export { createDeviceConnection } from './shell/deviceConnection.ts';
