import { defineMessages } from '../../../../core/messages/index.ts';

// Presentation mode's own words. Page positions and the first/last page
// refusals are every paged document's (core/pages), so both editors say
// them alike; "Previous/Next page", "Play audio" and the audio failure reuse
// the ids their existing buttons have.
export const presentationMessages = defineMessages({
  title: { id: '발표: {title}', description: 'Book: name of the presentation mode dialog; title is the document\'s title. English: "Presentation: {title}"' },
  exit: { id: '발표 끝내기', description: 'Book: button that leaves presentation mode (also Escape). English: "Exit presentation"' },
  keys: {
    id: 'Page Down이나 오른쪽 화살표: 다음 페이지. Page Up이나 왼쪽 화살표: 이전 페이지. Home, End: 처음과 마지막 페이지. Esc: 끝내기.',
    description: 'Book: the keys of presentation mode, shown under the page. English: "Page Down or Right Arrow: next page. Page Up or Left Arrow: previous page. Home, End: first and last page. Escape: exit."',
  },
  previousPage: { id: '이전 페이지', description: 'Pagination: the previous page' },
  nextPage: { id: '다음 페이지', description: 'Pagination: the next page' },
  play: { id: '오디오 재생', description: 'Canvas: button that plays the page audio. English: "Play audio"' },
  audioFailed: { id: '소리를 재생할 수 없습니다.', description: 'Easy tactile: the page audio could not be played. English: "The sound could not be played."' },
  emptyPage: { id: '빈 페이지입니다.', description: 'Book presentation: the page has no content. English: "This page is empty."' },
  display: { id: '촉각 디스플레이', description: 'Book presentation: name of the group of tactile display controls. English: "Tactile display"' },
  previousScreen: { id: '이전 점자 화면', description: 'Book presentation: button (also the display\'s left panning key) showing the previous screen of a long page on the display. English: "Previous braille screen"' },
  nextScreen: { id: '다음 점자 화면', description: 'Book presentation: button (also the display\'s right panning key) showing the next screen of a long page on the display. English: "Next braille screen"' },
  screenPosition: { id: '점자 화면 {screen}/{screens}', description: 'Book presentation: which display screen of the page is shown. English: "Braille screen {screen} of {screens}"' },
  send: { id: '디스플레이로 보내기', description: 'Book presentation: button (manual print mode) sending the page to the tactile display. English: "Send to display"' },
  displayFailed: { id: '이 페이지를 디스플레이에 보여 줄 수 없습니다.', description: 'Book presentation: the page could not be translated or its tactile picture loaded for the display. English: "This page could not be shown on the display."' },
});
