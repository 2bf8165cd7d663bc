import { defineMessages } from '../../core/messages/index.ts';

export const shellMessages = defineMessages({
  skipToContent: { id: '본문 바로가기', description: 'Skip link that moves focus to the main content' },
  productHome: { id: '{product} 홈', description: 'Accessible name of the product logo link to Home' },
  mainNavigation: { id: '주 메뉴', description: 'Name of the main navigation landmark' },
  cloudNavigation: { id: '클라우드 메뉴', description: 'Name of the navigation landmark inside Cloud' },
  myFiles: { id: '내 파일', description: 'Cloud navigation: the user\'s own files' },
  footerNavigation: { id: '사이트 정보', description: 'Name of the footer link list' },
  terms: { id: '이용약관', description: 'Footer link to the terms of service' },
  privacy: { id: '개인정보 처리방침', description: 'Footer link to the privacy policy' },
  customerService: { id: '고객센터', description: 'Footer link to customer service' },
  copyright: { id: '© {year} {product}', description: 'Footer copyright line' },
  tactileTravel: { id: '촉각 여행', description: 'Korean-only navigation link: tactile travel' },
  sensoryToon: { id: '감각툰', description: 'Korean-only navigation link: sensory webtoons' },
  tactileExperience: { id: '촉각 체험', description: 'Korean-only navigation link: tactile experience' },
  resourceRoom: { id: '자료실', description: 'Korean-only navigation link: resource room' },
  signedInAs: { id: '{name} 님', description: 'Shows who is signed in, in the header' },
  backToEasy: { id: '쉬운 모드 처음으로', description: 'Link back to Easy home from Easy screens' },
  pageFailed: { id: '페이지를 불러오지 못했습니다.', description: 'Heading shown when a page fails to load' },
  pageFailedHelp: { id: '네트워크 연결을 확인한 뒤 다시 시도해 주세요.', description: 'Help text when a page fails to load' },
});
