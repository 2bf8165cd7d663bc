import { defineMessages } from '../../../../core/messages/index.ts';

// The DAISY player's commands, as the palette, the shortcut help and the
// player's toolbar name them.

export const listenCommandMessages = defineMessages({
  playPause: { id: '재생/일시 정지', description: 'DAISY player command: start or pause the talking book. English: "Play or pause"' },
  nextPhrase: { id: '다음 구절', description: 'DAISY player command: go to the next phrase of the talking book. English: "Next phrase"' },
  previousPhrase: { id: '이전 구절', description: 'DAISY player command: go to the previous phrase of the talking book. English: "Previous phrase"' },
  nextHeading: { id: '다음 제목으로', description: 'DAISY player command: go to the next heading of the talking book. English: "Next heading"' },
  previousHeading: { id: '이전 제목으로', description: 'DAISY player command: go to the previous heading of the talking book. English: "Previous heading"' },
  nextPage: { id: '다음 쪽으로', description: 'DAISY player command: go to the next page of the talking book. English: "Next page"' },
  previousPage: { id: '이전 쪽으로', description: 'DAISY player command: go to the previous page of the talking book. English: "Previous page"' },
  faster: { id: '더 빠르게', description: 'DAISY player command: play the talking book faster (a quarter step). English: "Faster"' },
  slower: { id: '더 느리게', description: 'DAISY player command: play the talking book slower (a quarter step). English: "Slower"' },
  readPosition: { id: '현재 위치 읽기', description: 'DAISY player command: say where in the talking book the player is. English: "Read position"' },
});
