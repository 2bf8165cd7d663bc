import { defineMessages } from '../../../../core/messages/index.ts';

// What the provider says about a connection and the display's keys. Part of
// the main catalogue (the provider speaks on any screen), but only the code
// that connects (deviceConnection.ts, loaded on first use) declares them.
export const connectionMessages = defineMessages({
  connecting: { id: '기기에 연결하는 중…', description: 'Spoken while the app connects to the tactile display' },
  connected: { id: '{name}에 연결했습니다.', description: 'Spoken once the tactile display is connected; name is the device, e.g. DotPad320A' },
  disconnected: { id: '기기 연결을 끊었습니다.', description: 'Spoken after the tactile display was disconnected' },
  cancelled: { id: '기기를 고르지 않았습니다.', description: 'Spoken when the user closed the browser\'s device chooser without choosing a display' },
  connectFailed: { id: '기기에 연결하지 못했습니다.', description: 'Spoken when connecting failed for a reason the device engine could not name' },
  sent: { id: '기기로 보냈습니다.', description: 'Spoken after a page was printed (sent) to the tactile display' },
  keyRan: { id: '{keys}: {command}', description: 'Spoken after a key on the tactile display ran a command; keys names the key, command is its label' },
  keyUnassigned: { id: '{keys} 키에는 명령이 없습니다.', description: 'Spoken when a key (or key combination) on the tactile display has no command' },
  panLeft: { id: '왼쪽 이동 키', description: 'Name of the left panning key on the tactile display' },
  panRight: { id: '오른쪽 이동 키', description: 'Name of the right panning key on the tactile display' },
});
