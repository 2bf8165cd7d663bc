import { defineMessages } from '../../../../core/messages/index.ts';

// The tactile display on every screen: the header button, the commands and
// why they cannot run. Descriptions are kept short: these ship with the first
// load. What the provider says about a connection is in
// connectionMessages.ts (its code loads with the first connection); the
// dialog, settings and test page have theirs in features/device/messages.ts.
export const deviceShellMessages = defineMessages({
  statusDisconnected: { id: '기기: 연결 안 됨', description: 'Header button (opens the device dialog): no tactile display connected' },
  statusConnecting: { id: '기기: 연결하는 중…', description: 'Header button: connecting to the tactile display' },
  statusConnected: { id: '기기: {name} 연결됨', description: 'Header button: name of the connected display, e.g. DotPad320A' },
  statusFailed: { id: '기기: 연결 실패', description: 'Header button: the last connection failed' },
  notConnected: { id: '연결된 기기가 없습니다.', description: 'Why a device command cannot run: no display connected' },
  pageOf: { id: '{pages}쪽 중 {page}쪽', description: 'Page position, e.g. "Page 2 of 5"' },

  openDevice: { id: '기기 연결 관리', description: 'Command, and title of its dialog: connect, show or disconnect the tactile display' },
  connect: { id: '기기 연결', description: 'Command: connect the tactile display' },
  disconnect: { id: '기기 연결 끊기', description: 'Command and button: disconnect the tactile display' },
  print: { id: '기기로 출력', description: 'Command (Alt+P): send what the screen shows to the tactile display' },
  previousPage: { id: '기기 이전 쪽', description: 'Command (also the left panning key): previous page on the display' },
  nextPage: { id: '기기 다음 쪽', description: 'Command (also the right panning key): next page on the display' },
  firstPage: { id: '기기 첫 쪽', description: 'Command (a key combination of the display by default): first page on the display' },
  lastPage: { id: '기기 마지막 쪽', description: 'Command (a key combination of the display by default): last page on the display' },
  resend: { id: '기기로 현재 쪽 다시 보내기', description: 'Command (both panning keys by default): send the whole current page to the display again' },
  announcePosition: { id: '기기 위치 듣기', description: 'Command: say which page of how many the display shows' },
  toggleGrid: { id: '가상 디스플레이 격자 켜고 끄기', description: 'Command: cell grid of the on-screen display on or off' },
  announceStatus: { id: '기기 상태 듣기', description: 'Command: say whether a display is connected, and the page' },
  gridOn: { id: '격자를 켰습니다.', description: 'Spoken: grid turned on' },
  gridOff: { id: '격자를 껐습니다.', description: 'Spoken: grid turned off' },

  alreadyConnected: { id: '기기가 이미 연결되어 있습니다.', description: 'Why Connect cannot run: a display is connected' },
  stillConnecting: { id: '기기에 연결하는 중입니다.', description: 'Why a device command cannot run yet: connecting' },
  nothingToPrint: { id: '이 화면에는 기기로 보낼 내용이 없습니다.', description: 'Why Print cannot run: nothing on this screen for the display' },
  noFirstLast: { id: '이 화면에서는 첫 쪽이나 마지막 쪽으로 갈 수 없습니다.', description: 'Why first/last page cannot run: this screen cannot jump' },
  noPosition: { id: '이 화면은 위치를 알려 주지 않습니다.', description: 'Spoken when the screen has pages but gives no position' },
  noPages: { id: '이 화면에는 넘길 쪽이 없습니다.', description: 'Why the page commands cannot run: this screen has no pages' },

  textOf: { id: '텍스트 {pages} 쪽 중 {page} 쪽', description: 'Spoken: where the panning keys are in text longer than the display\'s text line, e.g. "Text 3 of 10"' },
  textOfPage: {
    id: '텍스트 {texts} 쪽 중 {text} 쪽, {pages} 쪽 중 {page} 쪽',
    description: 'Spoken: the text line position and the page, e.g. "Text 3 of 10, page 2 of 5"',
  },
  firmware: { id: '디스플레이 펌웨어…', description: 'Command: go to the page of the display\'s firmware version and updates. English: "Display firmware…"' },
  readOnDisplay: { id: '기기에서 읽기', description: 'Command (Alt+Shift+G): show the focused text as braille on the tactile display' },
  stopReading: { id: '기기에서 읽기 멈추기', description: 'Command: end reading on the tactile display; the screen\'s own page comes back' },
  readingScreen: { id: '읽기, {screens} 화면 중 {screen} 화면', description: 'Spoken: reading on the display, e.g. "Reading, screen 2 of 4"' },
  readingStopped: { id: '기기에서 읽기를 멈췄습니다.', description: 'Spoken: reading on the display ended' },
  notReading: { id: '기기에서 읽고 있지 않습니다.', description: 'Why Stop reading cannot run: nothing is being read on the display' },
  nothingToRead: { id: '초점이 있는 곳에 읽을 글이 없습니다.', description: 'Spoken: Read on the display found no text where the focus is' },
  noGraphicArea: { id: '이 기기에는 점자를 그림으로 보여 줄 영역이 없습니다.', description: 'Spoken: the connected display has no graphic area to show braille on' },
  readingFailed: { id: '글을 점자로 바꾸지 못했습니다.', description: 'Spoken: the focused text could not be translated into braille for the display' },
});
