// The public surface of the device engine: packets and their reader, the
// commands and their typed payloads, keys, board information and models, the
// send engine, the connection handshake and the virtual device. Other modules
// import only from here. How it works and what is confirmed: docs/device.md.

export type { CommandCode, CommandName, DeviceErrorName, DisplayResponseName } from './commands.ts';
export { COMMAND, DEVICE_ERROR, DISPLAY_RESPONSE, TEXT_MODE_BIT, commandHex, commandName, deviceErrorName, displayResponseName } from './commands.ts';

export type { DisplayMode, Packet } from './packet.ts';
export { CHECKSUM_SEED, MAX_LENGTH, MIN_LENGTH, PacketSizeError, checksumOf, encodePacket, encodePackets, modeOf, packet, seqFor } from './packet.ts';

export type { PacketFault, ParsedItem } from './packetParser.ts';
export { PacketReader, readPackets } from './packetParser.ts';

export type { BoardInfo, DisplayArea, FeatureName } from './boardInfo.ts';
export { BOARD_INFO_LENGTH, BoardInfoError, DEFAULT_LINE_REQUEST_TIME_MS, FEATURE, encodeBoardInfo, lineRequestTimeMs, parseBoardInfo } from './boardInfo.ts';

export type { DeviceKey, KeyGroupCommand, KeyGroupName, NamedDeviceKey } from './keys.ts';
export { KEY_GROUPS, decodeKeys, encodeKeys, groupOfKey, isKeyGroupCommand } from './keys.ts';

export type { DisplayWrite, VibratorPulse } from './requests.ts';
export {
  DEFAULT_VIBRATION,
  DisplayPayloadError,
  VIBRATOR_MAX_PULSES,
  boardInfoRequest,
  deviceNameRequest,
  displayLineRequest,
  displayPartialRequest,
  firmwareRequest,
  hardwareVersionRequest,
  readDisplayWrite,
  vibratorRequest,
} from './requests.ts';

export type { DeviceMessage } from './deviceMessages.ts';
export {
  boardInfoResponse,
  decodeDeviceMessage,
  deviceNameResponse,
  displayDone,
  displayResponse,
  errorNotification,
  firmwareResponse,
  hardwareVersionResponse,
} from './deviceMessages.ts';

export type { BrailleLineSpacing, CellFamily, DisplayLayout, SendType, VirtualModel } from './models.ts';
export { BRAILLE_LINE_SPACING, SEND_TYPES, VIRTUAL_BOARDS, brailleLineSpacingOf, cellFamilyOf, layoutOf, sendTypeFor } from './models.ts';

export type { BrailleDots, BrailleGraphicLayout } from './brailleGraphic.ts';
export { brailleGraphicLayout, brailleGraphicScreens } from './brailleGraphic.ts';

export type { CellRect } from './frames.ts';
export { framePackets, fullRefreshPackets, rectCells, wholeFrame } from './frames.ts';

export type { Clock, ManualClock } from './clock.ts';
export { createManualClock } from './clock.ts';

export type { CloseReason, Transport, TransportKind } from './transport.ts';
export { TransportClosedError, TransportEvents } from './transport.ts';

export type { DeviceErrorCode, DeviceErrorDetails } from './errors.ts';
export { DeviceError, deviceErrorMessages } from './errors.ts';

export type { DisplayFault, VirtualDevice, VirtualDeviceOptions, VirtualDisplayState, VirtualFaults } from './virtual/index.ts';
export { BITS_PER_BYTE, DEFAULT_KEY_HOLD_MS, FIRMWARE_VERSION_BYTES, LINK_CHUNK_BYTES, createVirtualDevice, isReportableFirmwareVersion, wireTimeMs } from './virtual/index.ts';

export type { RefreshMode, RefreshType, SendEngine, SendEngineEvent, SendEngineOptions } from './engine/types.ts';
export { GRAPHIC_REFRESH_DELAY_MS, MAX_RESENDS, SEND_RETRY_DELAY_MS, TEXT_REFRESH_DELAY_MS } from './engine/types.ts';
export { createSendEngine } from './engine/sendEngine.ts';
export type { RefreshPlan } from './engine/refreshPlan.ts';
export { mergeRefreshMode, refreshPlan } from './engine/refreshPlan.ts';
export { NO_TEXT_LINE_COLUMNS, acceptsText, padTextCells, textPage, textPageCount, wordTextPages } from './engine/textPages.ts';

export type { CancelSignal, ConnectOptions, DeviceConnection, DeviceInfo } from './connection/connectDevice.ts';
export { ANSWER_TIMEOUT_MS, CLOSE_WAIT_MS, NAME_TIMEOUT_MS, connectDevice } from './connection/connectDevice.ts';
export type { KeyChord, KeyChordReader } from './connection/keyChords.ts';
export { CHORD_WINDOW_MS, LONG_PRESS_MS, createKeyChordReader } from './connection/keyChords.ts';
export { fallbackBoard } from './connection/fallbackBoards.ts';

export type {
  FirmwareImage,
  FirmwareProgress,
  FirmwareUpdateOptions,
  FirmwareUpdateResult,
  FirmwareUpdateStage,
  FirmwareUpdater,
  SimulatedFirmwareOutcome,
} from './firmware/firmwareUpdater.ts';
export { SIMULATED_FIRMWARE_OUTCOMES } from './firmware/firmwareUpdater.ts';
export { FIRMWARE_STAGE_BANDS } from './firmware/progressTrack.ts';
export type { Sha256Digest, VirtualFirmwareUpdaterOptions } from './firmware/virtualFirmwareUpdater.ts';
export {
  FIRMWARE_DEFAULT_BAUD,
  FIRMWARE_INSTALL_MS,
  FIRMWARE_RESTART_MS,
  FIRMWARE_STEP_MS,
  FIRMWARE_TRANSFER_MAX_MS,
  FIRMWARE_TRANSFER_MIN_MS,
  createVirtualFirmwareUpdater,
  firmwareTransferMs,
} from './firmware/virtualFirmwareUpdater.ts';
