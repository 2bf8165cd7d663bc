import { defineMessages } from '../../core/messages/index.ts';

// Route meta titles: the page title and, usually, the page's h1.
export const routeTitles = defineMessages({
  home: { id: '홈', description: 'Title of the home page' },
  canvas: { id: '캔버스', description: 'Title of the tactile graphics editor' },
  book: { id: '북', description: 'Title of the document editor for administrators' },
  listen: { id: 'DAISY 도서 듣기', description: 'Title of the DAISY player page, where a talking book is listened to. English: "Listen to the DAISY book"' },
  read: { id: '문서 읽기', description: 'Title of the Book reader, where a document is read (not edited). English: "Read document"' },
  firmware: { id: '디스플레이 펌웨어', description: 'Title of the firmware page: the tactile display\'s firmware version and updates. English: "Display firmware"' },
  cloud: { id: '클라우드', description: 'Title of the file drive' },
  trash: { id: '휴지통', description: 'Title of the trash in the drive' },
  library: { id: '라이브러리', description: 'Title of the shared public library' },
  settings: { id: '설정', description: 'Title of the settings page' },
  profile: { id: '내 정보', description: 'Title of the profile page (who is signed in). English: "Profile"' },
  easy: { id: '쉬운 모드', description: 'Title of Easy mode home, the simplified app' },
  easyCloud: { id: '쉬운 클라우드', description: 'Title of the Easy mode drive' },
  easySearch: { id: '쉬운 검색', description: 'Title of the Easy mode library search' },
  easyTactile: { id: '쉬운 촉각', description: 'Title of the Easy mode tactile reader' },
  easyCanvas: { id: '쉬운 캔버스', description: 'Title of the Easy mode drawing page' },
  login: { id: '로그인', description: 'Title of the sign-in page; also the sign-in link' },
  loginCallback: { id: '로그인 확인 중', description: 'Title of the page shown while returning from sign-in' },
  support: { id: '고객 지원', description: 'Title of the support page; also the navigation link' },
  broker: { id: 'PC에서 이용해 주세요', description: 'Title of the page shown on phones and tablets' },
});
