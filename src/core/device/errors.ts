// Why the device could not do what was asked. As elsewhere in core, `code`
// is for programs and tests, `messageRef` is what the user is told, and
// `Error.message` is an English sentence for logs.

import { defineMessages, type Message, type MessageRef } from '../messages/index.ts';

export type DeviceErrorCode =
  | 'BAD_DOT_DATA'
  | 'NOT_CONNECTED'
  | 'CONNECT_FAILED'
  | 'CONNECT_TIMEOUT'
  | 'CONNECT_CANCELLED'
  | 'CONNECTION_LOST'
  | 'LINE_GIVEN_UP'
  | 'DEVICE_ERROR'
  | 'FIRMWARE_CHECKSUM'
  | 'FIRMWARE_POWER_LOST'
  | 'FIRMWARE_CANCELLED';

export const deviceErrorMessages = defineMessages({
  badDotData: {
    id: '점자 데이터의 길이가 맞지 않아 보내지 않았습니다. {expected}자여야 하는데 {actual}자입니다.',
    description: 'Dot (pin) data for the tactile display must be exactly lines × cells × 2 hexadecimal characters; nothing was sent. expected and actual are character counts',
  },
  notConnected: {
    id: '연결된 기기가 없습니다. 먼저 기기를 연결해 주세요.',
    description: 'An action needs a tactile display but none is connected',
  },
  connectFailed: {
    id: '기기에 연결하지 못했습니다. 기기를 다시 시작한 뒤 다시 시도해 주세요.',
    description: 'Spec error: Could not connect to device, restart the device and retry.',
  },
  connectTimeout: {
    id: '기기가 {seconds, plural, other {#초}} 안에 응답하지 않았습니다. 기기가 켜져 있고 연결되어 있는지 확인하고, 필요하면 기기를 다시 시작한 뒤 다시 시도하거나 다른 연결 방법을 고르세요.',
    description: 'Connecting gave up: the tactile display did not answer in time (seconds). Says what to try: check it is on and connected, restart it, retry, or choose another connection method (USB, Bluetooth, virtual display)',
  },
  connectCancelled: {
    id: '기기 연결을 취소했습니다.',
    description: 'The user cancelled connecting to the tactile display; the port was closed',
  },
  connectionLost: {
    id: '기기와의 연결이 끊어졌습니다.',
    description: 'The tactile display was unplugged, switched off or went out of Bluetooth range',
  },
  lineGivenUp: {
    id: '기기가 {line}번째 줄을 받지 못했습니다. 세 번 다시 보낸 뒤 포기했습니다.',
    description: 'The display did not acknowledge a line after 3 resends; line 0 is the braille text line, 1 and up are graphic lines',
  },
  deviceError: {
    id: '기기가 오류 {code}번을 알렸습니다: {reason, select, UNEXPECTED_LENGTH {패킷 길이가 맞지 않습니다} UNKNOWN_COMMAND {모르는 명령입니다} CHECKSUM {체크섬이 맞지 않습니다} INVALID_PARAMETER {값이 올바르지 않습니다} TIMEOUT {시간이 초과되었습니다} other {알 수 없는 오류입니다}}',
    description: 'The tactile display sent an error notification (0x9902); code is its number, reason selects its kind (the protocol names, never shown)',
  },
  firmwareChecksum: {
    id: '펌웨어 파일이 체크섬 검사를 통과하지 못해 설치하지 않았습니다. 기기는 그대로 {version} 버전입니다. 파일을 다시 받은 뒤 다시 시도해 주세요.',
    description:
      'A firmware update stopped before installing: the file, or the copy the display received, was damaged; version is the firmware the display still runs. English: "The firmware file did not pass its checksum check, so nothing was installed. The display still has version {version}. Download the file again and try again."',
  },
  firmwarePowerLost: {
    id: '기기의 전원이 꺼져 업데이트가 멈췄습니다. 기기는 그대로 {version} 버전입니다. 기기를 켜고 다시 연결한 뒤 다시 시도해 주세요.',
    description:
      'The tactile display lost power (or its link) while a firmware update was being sent; version is the firmware it still runs. English: "The update stopped because the display lost power. It still has version {version}. Switch it on, connect it again and try again."',
  },
  firmwareCancelled: {
    id: '펌웨어 업데이트를 취소했습니다. 기기는 그대로 {version} 버전입니다.',
    description: 'The user cancelled a firmware update before it was installed; version is the firmware the display still runs. English: "The firmware update was cancelled. The display still has version {version}."',
  },
});

export interface DeviceErrorDetails {
  readonly values?: Readonly<Record<string, string | number>>;
}

const MESSAGES: Readonly<Record<DeviceErrorCode, Message>> = {
  BAD_DOT_DATA: deviceErrorMessages.badDotData,
  NOT_CONNECTED: deviceErrorMessages.notConnected,
  CONNECT_FAILED: deviceErrorMessages.connectFailed,
  CONNECT_TIMEOUT: deviceErrorMessages.connectTimeout,
  CONNECT_CANCELLED: deviceErrorMessages.connectCancelled,
  CONNECTION_LOST: deviceErrorMessages.connectionLost,
  LINE_GIVEN_UP: deviceErrorMessages.lineGivenUp,
  DEVICE_ERROR: deviceErrorMessages.deviceError,
  FIRMWARE_CHECKSUM: deviceErrorMessages.firmwareChecksum,
  FIRMWARE_POWER_LOST: deviceErrorMessages.firmwarePowerLost,
  FIRMWARE_CANCELLED: deviceErrorMessages.firmwareCancelled,
};

export class DeviceError extends Error {
  readonly code: DeviceErrorCode;
  readonly messageRef: MessageRef;

  constructor(code: DeviceErrorCode, englishText: string, details: DeviceErrorDetails = {}) {
    super(englishText);
    this.name = 'DeviceError';
    this.code = code;
    this.messageRef = { message: MESSAGES[code], values: { ...details.values } };
  }
}
