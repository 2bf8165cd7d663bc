import { defineMessages } from '../../../core/messages/index.ts';

export const testMessages = defineMessages({
  indexHeading: { id: '테스트 페이지', description: 'Heading of the developer test pages index' },
  indexSummary: { id: '개발자가 기능을 하나씩 확인하는 페이지입니다.', description: 'Purpose of the developer test pages' },
  pageHeading: { id: '테스트: {name}', description: 'Heading of one developer test page; name is its path part' },
  pageSummary: { id: '{name} 기능을 따로 확인하는 개발자용 페이지입니다.', description: 'Purpose of one developer test page' },
  pagesList: { id: '테스트 페이지 목록', description: 'Name of the list of developer test pages' },
});
