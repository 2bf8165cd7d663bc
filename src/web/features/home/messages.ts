import { defineMessages } from '../../../core/messages/index.ts';

export const homeMessages = defineMessages({
  heroHeading: { id: '누구나 만드는 촉각 그래픽과 점자', description: 'Main heading of the Home page' },
  heroLead: {
    id: '촉각 그래픽을 그리고, 교재를 점자로 바꾸고, 클라우드에 보관하고, 촉각 디스플레이로 보내세요. 모든 기능을 키보드와 화면 읽기 프로그램으로 쓸 수 있습니다.',
    description: 'Home page introduction under the main heading',
  },
  getStarted: { id: '쉬운 모드로 시작하기', description: 'Home page main action, leads into Easy mode' },
  featured: { id: '추천 콘텐츠', description: 'Home page section heading: featured content cards' },
  easyCard: { id: '큰 버튼과 쉬운 말로 꼭 필요한 기능만 모았습니다.', description: 'Home card: Easy mode' },
  canvasCard: { id: '핀 격자 위에 도형, 점자, 이미지를 그립니다.', description: 'Home card: Canvas' },
  cloudCard: { id: '촉각 파일과 문서를 폴더에 정리하고 공유합니다.', description: 'Home card: Cloud' },
  libraryCard: { id: '다른 사람이 공개한 촉각 자료를 분야별로 찾아봅니다.', description: 'Home card: Library' },
  openCard: { id: '{name} 열기', description: 'Link on a Home card that opens the named app' },
  faq: { id: '자주 묻는 질문', description: 'Home page section heading: frequently asked questions' },
  faq1Q: { id: '촉각 디스플레이가 없어도 쓸 수 있나요?', description: 'FAQ question 1' },
  faq1A: {
    id: '네. 화면의 가상 촉각 디스플레이로 핀 모양을 확인하고, 파일을 저장해 두었다가 나중에 기기로 보낼 수 있습니다.',
    description: 'FAQ answer 1',
  },
  faq2Q: { id: '화면 읽기 프로그램으로 모든 기능을 쓸 수 있나요?', description: 'FAQ question 2' },
  faq2A: {
    id: '네. 모든 기능을 키보드로 실행할 수 있고, 바뀐 내용은 화면 읽기 프로그램이 읽어 줍니다. {paletteKeys} 키로 명령을 찾고 {helpKeys} 키로 단축키를 확인하세요.',
    description: 'FAQ answer 2; the placeholders are the palette and help shortcuts',
  },
  faq3Q: { id: '어떤 파일 형식을 지원하나요?', description: 'FAQ question 3' },
  faq3A: {
    id: '촉각 파일은 DTMS, DTM, DTMA, 점자 파일은 BRF와 BRL, 문서는 PDF와 DOCX, 이미지는 JPG와 PNG를 지원합니다.',
    description: 'FAQ answer 3',
  },
  faq4Q: { id: '어떤 점자로 번역할 수 있나요?', description: 'FAQ question 4' },
  faq4A: {
    id: '한국어 점자와 영어 통일 점자(UEB)를 비롯해 여러 언어의 점자를 지원합니다. 점자 언어와 등급은 설정에서 고릅니다.',
    description: 'FAQ answer 4',
  },
  faq5Q: { id: '만든 자료를 다른 사람과 나눌 수 있나요?', description: 'FAQ question 5' },
  faq5A: {
    id: '클라우드의 파일을 라이브러리에 공개하면 누구나 분야별로 찾아볼 수 있습니다.',
    description: 'FAQ answer 5',
  },
  faq6Q: { id: '휴대폰이나 태블릿에서도 쓸 수 있나요?', description: 'FAQ question 6' },
  faq6A: {
    id: '이 웹 서비스는 PC용입니다. 휴대폰과 태블릿에서는 모바일 앱을 이용해 주세요.',
    description: 'FAQ answer 6',
  },
});
