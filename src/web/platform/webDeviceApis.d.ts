// The parts of Web Serial (https://wicg.github.io/serial/) and Web Bluetooth
// (https://webbluetoothcg.github.io/web-bluetooth/) that the transports use.
// TypeScript's DOM library has neither. These are module types, not globals,
// so they cannot clash with the library's own once it gains them; code reads
// `navigator.serial` / `navigator.bluetooth` through `NavigatorWithDevices`.

export interface SerialPortFilter {
  readonly usbVendorId?: number;
  readonly usbProductId?: number;
}

export interface SerialPortRequestOptions {
  readonly filters?: readonly SerialPortFilter[];
}

export interface SerialOptions {
  readonly baudRate: number;
  readonly dataBits?: 7 | 8;
  readonly stopBits?: 1 | 2;
  readonly parity?: 'none' | 'even' | 'odd';
  readonly bufferSize?: number;
  readonly flowControl?: 'none' | 'hardware';
}

export interface SerialPort extends EventTarget {
  /** Null until the port is open, and again after a fatal error. */
  readonly readable: ReadableStream<Uint8Array> | null;
  readonly writable: WritableStream<Uint8Array> | null;
  open(options: SerialOptions): Promise<void>;
  close(): Promise<void>;
}

export interface Serial extends EventTarget {
  requestPort(options?: SerialPortRequestOptions): Promise<SerialPort>;
  getPorts(): Promise<SerialPort[]>;
}

export interface BluetoothLEScanFilter {
  readonly name?: string;
  readonly namePrefix?: string;
  readonly services?: readonly string[];
}

export interface RequestDeviceOptions {
  readonly filters: readonly BluetoothLEScanFilter[];
  readonly optionalServices?: readonly string[];
}

export interface BluetoothCharacteristicProperties {
  readonly write: boolean;
  readonly writeWithoutResponse: boolean;
  readonly notify: boolean;
}

/** Fires 'characteristicvaluechanged' with the characteristic as the event's target. */
export interface BluetoothRemoteGATTCharacteristic extends EventTarget {
  readonly uuid: string;
  readonly properties: BluetoothCharacteristicProperties;
  readonly value: DataView | null;
  startNotifications(): Promise<BluetoothRemoteGATTCharacteristic>;
  stopNotifications(): Promise<BluetoothRemoteGATTCharacteristic>;
  writeValueWithResponse(value: BufferSource): Promise<void>;
  writeValueWithoutResponse(value: BufferSource): Promise<void>;
}

export interface BluetoothRemoteGATTService {
  readonly uuid: string;
  getCharacteristic(uuid: string): Promise<BluetoothRemoteGATTCharacteristic>;
  getCharacteristics(): Promise<BluetoothRemoteGATTCharacteristic[]>;
}

export interface BluetoothRemoteGATTServer {
  readonly connected: boolean;
  connect(): Promise<BluetoothRemoteGATTServer>;
  disconnect(): void;
  getPrimaryService(uuid: string): Promise<BluetoothRemoteGATTService>;
}

/** Fires 'gattserverdisconnected'. */
export interface BluetoothDevice extends EventTarget {
  readonly id: string;
  readonly name?: string | undefined;
  readonly gatt?: BluetoothRemoteGATTServer | undefined;
}

export interface Bluetooth extends EventTarget {
  requestDevice(options: RequestDeviceOptions): Promise<BluetoothDevice>;
  /** False when the computer has no Bluetooth adapter or it is off; an `availabilitychanged` event (with `value`) follows each change. */
  getAvailability?(): Promise<boolean>;
}

/** The page's permissions policy (Permissions-Policy header, iframe allow): `permissionsPolicy`, or Chrome's older `featurePolicy`. */
export interface PagePolicy {
  allowsFeature(feature: string): boolean;
}

export interface DocumentWithPolicy {
  readonly permissionsPolicy?: PagePolicy | undefined;
  readonly featurePolicy?: PagePolicy | undefined;
}

/** Both are missing outside secure contexts and in browsers without the API. */
export interface NavigatorWithDevices {
  readonly serial?: Serial | undefined;
  readonly bluetooth?: Bluetooth | undefined;
}
