import { defineMessages } from '../../../../core/messages/index.ts';

// The DAISY player's words (issue 23, "the reader's Listen"): its states,
// where it is, and what it says when it moves. Its commands' names are in
// listenCommandMessages.ts; why a book failed, in ../daisy/failureMessages.ts.

export const listenMessages = defineMessages({
  pending: {
    id: 'DAISY 도서를 만드는 중입니다. 다 되면 여기에서 열립니다.',
    description: 'DAISY player: the book is still being made; the page checks every few seconds. English: "The DAISY book is being made. It opens here when it is ready."',
  },
  none: { id: '아직 DAISY 도서가 없습니다.', description: 'DAISY player: no DAISY book was made of the document. English: "No DAISY book yet."' },
  howToMake: {
    id: '도서를 만들려면 문서를 열고 “DAISY 3 음성 도서…” 단추를 누르세요.',
    description: 'DAISY player, when there is no book: how to make one (the reader\'s button). English: "To make one, open the document and choose “DAISY 3 talking book…”."',
  },
  failed: { id: 'DAISY 도서를 만들지 못했습니다. {reason}', description: 'DAISY player: the latest book failed, with the reason (a sentence). English: "The DAISY book could not be made. {reason}"' },
  backToDocument: { id: '문서로 돌아가기', description: 'DAISY player: link back to the document in the reader. English: "Back to the document"' },
  textOnly: {
    id: '이 도서에는 음성이 없습니다. 텍스트와 점자로 읽을 수 있습니다.',
    description: 'DAISY player: the book was made text only, so nothing plays. English: "This book has no audio: read it as text and braille."',
  },
  position: {
    id: '제목 “{heading}”, {pages} 쪽 중 {page} 쪽, {phrases} 구절 중 {phrase} 번째',
    description: 'DAISY player: where it is. English: "Heading “{heading}”, page {page} of {pages}, phrase {phrase} of {phrases}"',
  },
  positionNoHeading: {
    id: '{pages} 쪽 중 {page} 쪽, {phrases} 구절 중 {phrase} 번째',
    description: 'DAISY player: where it is, before the first heading. English: "Page {page} of {pages}, phrase {phrase} of {phrases}"',
  },
  time: { id: '{total} 중 {elapsed}', description: 'DAISY player: time played of the whole book (m:ss). English: "{elapsed} of {total}"' },
  toolbar: { id: '도서 재생 단추', description: 'DAISY player: name of the toolbar of its commands. English: "Player controls"' },
  play: { id: '재생', description: 'DAISY player button: start playing. English: "Play"' },
  pause: { id: '일시 정지', description: 'DAISY player button: pause. English: "Pause"' },
  speedValue: { id: '속도 {speed}배', description: 'DAISY player: the playback speed, said when it changes. English: "Speed {speed}×"' },
  headings: { id: '제목 목록', description: 'DAISY player: name of the list of the book\'s headings to go to. English: "Headings"' },
  noHeadings: { id: '이 도서에는 제목이 없습니다.', description: 'DAISY player: the book has no headings to list. English: "This book has no headings."' },
  page: { id: '{page} 쪽', description: 'DAISY player: a page, as a heading over its text and said on going to it. English: "Page {page}"' },
  headingJump: { id: '{level}수준 제목: {label}', description: 'DAISY player: said on going to a heading. English: "Heading level {level}: {label}"' },
  noNextHeading: { id: '다음 제목이 없습니다.', description: 'DAISY player: there is no heading after this point. English: "No next heading."' },
  noPreviousHeading: { id: '이전 제목이 없습니다.', description: 'DAISY player: there is no heading before this point. English: "No previous heading."' },
  lastPage: { id: '마지막 쪽입니다.', description: 'DAISY player: there is no page after this one. English: "This is the last page."' },
  firstPage: { id: '첫 쪽입니다.', description: 'DAISY player: there is no page before this one. English: "This is the first page."' },
  bookEnd: { id: '도서의 끝입니다.', description: 'DAISY player: the end of the book was reached. English: "End of the book."' },
  bookStart: { id: '도서의 처음입니다.', description: 'DAISY player: there is nothing before this phrase. English: "Start of the book."' },
  audioFailed: { id: '음성을 재생하지 못했습니다.', description: 'DAISY player: the browser could not play the audio. English: "The audio could not be played."' },
});
