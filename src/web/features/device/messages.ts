import { defineMessages } from '../../../core/messages/index.ts';

// The device dialog, the 'connect device?' confirmation, the Device section
// of Settings, the virtual display's region and the /test/middleware page.
// These load with the feature (catalogue part "device").
export const deviceMessages = defineMessages({
  methodLabel: { id: '연결 방법', description: 'Label of the choice of how to reach the tactile display' },
  methodSerial: { id: 'USB 케이블', description: 'Connection method: a USB cable (Web Serial)' },
  methodBluetooth: { id: '블루투스', description: 'Connection method: Bluetooth' },
  methodVirtual320: {
    id: '가상 디스플레이 320 (60×40 핀)',
    description: 'Connection method: a tactile display drawn on the screen, model 320 (60 by 40 pins)',
  },
  methodVirtual768: {
    id: '가상 디스플레이 768 (96×64 핀)',
    description: 'Connection method: a tactile display drawn on the screen, model 768 (96 by 64 pins)',
  },
  insecureContext: {
    id: '보안 연결(https)에서만 쓸 수 있습니다. 이 페이지를 https 주소로 여세요.',
    description: 'Why USB or Bluetooth cannot be used: the page is not on a secure (https) connection; open it at its https address',
  },
  serialUnsupported: {
    id: '이 브라우저에는 Web Serial이 없습니다. Chrome이나 Edge를 쓰세요.',
    description: 'Why the USB cable cannot be used: the browser lacks Web Serial',
  },
  bluetoothUnsupported: {
    id: '이 브라우저에는 Web Bluetooth가 없습니다. Chrome이나 Edge를 쓰세요.',
    description: 'Why Bluetooth cannot be used: the browser lacks Web Bluetooth',
  },
  blockedByPolicy: {
    id: '이 사이트의 권한 정책이 막고 있습니다. 사이트 관리자에게 허용해 달라고 요청하세요.',
    description: 'Why USB or Bluetooth cannot be used: the page\'s permissions policy does not allow it; whoever runs the site can allow it',
  },
  bluetoothOff: {
    id: '블루투스가 꺼져 있거나 이 컴퓨터에 블루투스 어댑터가 없습니다. 블루투스를 켜세요.',
    description: 'Why Bluetooth cannot be used: the computer\'s Bluetooth adapter is off or missing; the list updates by itself when it is switched on',
  },
  availabilityPending: {
    id: '사용할 수 있는지 확인하는 중…',
    description: 'Shown beside Bluetooth while the browser has not yet said whether a Bluetooth adapter is available',
  },
  connectButton: { id: '연결하기', description: 'Button that connects the tactile display with the chosen method' },
  retryButton: { id: '다시 연결하기', description: 'Button that tries to connect again after a failure' },
  connectingButton: { id: '연결하는 중…', description: 'The connect button while a connection is being made' },
  cancelConnecting: { id: '연결 취소', description: 'Button shown while connecting: stops the attempt and closes the port' },
  otherMethodHint: {
    id: '다른 방법으로 연결하려면 위에서 연결 방법(예: 가상 디스플레이)을 고른 뒤 다시 연결하세요.',
    description: 'Shown after connecting failed: another connection method can be chosen above (e.g. a virtual display), then Retry',
  },
  connectedHeading: { id: '연결된 기기', description: 'Heading above the facts of the connected tactile display' },
  deviceName: { id: '기기 이름', description: 'Label: the name of the connected display, e.g. DotPad320A' },
  firmwareVersion: { id: '펌웨어 버전', description: 'Label: the firmware version the display reported' },
  hardwareVersion: { id: '하드웨어 버전', description: 'Label: the hardware version the display reported' },
  unknownValue: { id: '알 수 없음', description: 'Value shown when the display did not report it' },
  graphicArea: { id: '그래픽 영역', description: 'Label: the size of the display\'s pin area' },
  graphicAreaValue: {
    id: '{lines}줄 × {cells}칸 ({width}×{height} 핀)',
    description: 'Size of the pin area: lines of braille cells, cells per line, and the pins across and down',
  },
  textLine: { id: '점자 줄', description: 'Label: the display\'s separate braille text line' },
  textLineValue: { id: '{cells}칸', description: 'Size of the braille text line in cells' },
  noTextLine: { id: '점자 줄이 없습니다', description: 'Value: the display has no separate braille text line' },
  firmwareNote: {
    id: '펌웨어 업데이트는 닷(Dot)의 전용 프로그램으로 합니다. Dot Pad 펌웨어를 올리는 공개 프로토콜이 없어 이 앱에서는 업데이트할 수 없습니다.',
    description: 'Honest note under the firmware version: there is no public protocol for flashing Dot Pad firmware, so updates are done with the maker\'s own tool',
  },
  vibrate: { id: '진동 시험', description: 'Button that makes the tactile display vibrate, to check the connection' },
  vibrated: { id: '진동 신호를 보냈습니다.', description: 'Spoken after the vibrate test was sent' },
  preferencesHeading: { id: '출력 설정', description: 'Heading of the print settings (print mode, grid, function keys)' },
  printMode: { id: '출력 방식', description: 'Label of the choice between automatic and manual printing to the display' },
  printAutomatic: { id: '자동: 화면이 바뀔 때마다 보내기', description: 'Print mode: send to the display on every change' },
  printManual: { id: '수동: 출력할 때만 보내기', description: 'Print mode: send only when the user prints (Alt+P)' },
  grid: { id: '가상 디스플레이 격자', description: 'Switch: show the cell grid on the virtual tactile display' },
  functionKeys: { id: '기능 키', description: 'Heading of the choice of what each function key of the display does' },
  functionKey: { id: '{key} 키', description: 'Label of the choice for one function key of the display; key is F1 to F4' },
  chordsHeading: { id: '키 조합', description: 'Heading of the choice of what each key combination of the display (e.g. both panning keys) does' },
  bothPanningKeys: { id: '양쪽 이동 키', description: 'Name of a key combination: both panning keys of the display pressed together' },
  displayKeysCaption: { id: '촉각 디스플레이의 키', description: 'Caption of the table (shortcut help) of what the tactile display\'s own keys and key combinations do' },
  displayKeyColumn: { id: '디스플레이 키', description: 'Column header in the shortcut help: a key or key combination on the tactile display' },
  noCommand: { id: '명령 없음', description: 'Function key choice: the key does nothing' },
  settingsHeading: { id: '기기', description: 'Settings section heading: the tactile display' },
  connectQuestion: { id: '기기를 연결할까요?', description: 'Spec confirmation "connect device?", asked when printing with no display connected' },
  connectQuestionHelp: {
    id: '출력하려면 촉각 디스플레이를 연결해야 합니다.',
    description: 'Explains the "connect device?" question: printing needs a tactile display',
  },
  yes: { id: '예', description: 'Answer to a yes/no question' },
  no: { id: '아니요', description: 'Answer to a yes/no question' },
  virtualDisplayHeading: { id: '가상 디스플레이', description: 'Heading and name of the region that holds the on-screen (virtual) tactile display' },
  fileHeading: { id: '촉각 파일 보내기', description: 'Heading of the developer panel that sends a DTMS or DTM file to the display' },
  openFile: { id: 'DTMS 또는 DTM 파일 열기', description: 'Button that opens a tactile file (DTMS or DTM) from the computer' },
  noFile: { id: '연 파일이 없습니다.', description: 'The developer panel has no file open yet' },
  fileOpened: {
    id: '{file}: {pages, plural, other {#쪽}}',
    description: 'The open file and how many pages it has; also spoken when a file is opened',
  },
  fileFailed: { id: '{file} 파일을 열지 못했습니다. {reason}', description: 'A tactile file could not be read; reason says why' },
  checkFileFormat: {
    id: '파일을 찾을 수 없습니다. 파일 형식을 확인해 주세요.',
    description: 'Spec error "File not found. Check the file format.": the reason given when a file could not be read for a cause the format checks do not name',
  },
  pageHeading: { id: '{page}쪽: {title}', description: 'The page shown: its position (from 1) and title' },
  previousPage: { id: '이전 쪽', description: 'Button: show the previous page of the file' },
  nextPage: { id: '다음 쪽', description: 'Button: show the next page of the file' },
  sendToDevice: { id: '기기로 보내기', description: 'Button that prints (sends) the page to the tactile display; Alt+P' },
  notSent: { id: '이 쪽은 아직 기기로 보내지 않았습니다.', description: 'The page shown has not been sent to the display yet (manual print mode)' },
  textLineBraille: { id: '점자 줄 내용', description: 'Label of the page\'s braille text (for the display\'s text line), shown as Unicode braille' },
  textLinePrint: { id: '글자', description: 'Label of the print text the page\'s braille renders' },
  emptyText: { id: '점자 줄이 비어 있습니다.', description: 'The page has no text for the braille text line' },
  modelMismatch: {
    id: '이 파일은 {file} 모델용이라 연결된 {device}에는 맞지 않습니다.',
    description: 'The open file is for another display size than the connected one; file is 320 or 768, device the display\'s name (DotPad768A)',
  },
});
