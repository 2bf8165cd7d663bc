import { defineMessages } from '../../../core/messages/index.ts';

export const easyMessages = defineMessages({
  lead: { id: '하고 싶은 일을 골라 Enter 키를 누르세요.', description: 'Easy home: how to use the page' },
  mainChoices: { id: '쉬운 모드 기능', description: 'Name of the list of the four Easy mode entries' },
  cloudTile: { id: '내 클라우드', description: 'Easy home tile title: Easy cloud' },
  cloudTileDescription: { id: '내 파일을 열고 정리합니다.', description: 'Easy home tile: what Easy cloud does' },
  searchTile: { id: '자료 찾기', description: 'Easy home tile title: Easy search' },
  searchTileDescription: { id: '공개된 촉각 자료를 찾습니다.', description: 'Easy home tile: what Easy search does' },
  tactileTile: { id: '촉각 그래픽 읽기', description: 'Easy home tile title: Easy tactile' },
  tactileTileDescription: { id: '촉각 그래픽을 읽고 기기로 보냅니다.', description: 'Easy home tile: what Easy tactile does' },
  canvasTile: { id: '그리기', description: 'Easy home tile title: Easy canvas' },
  canvasTileDescription: { id: '간단한 도구로 그림을 그립니다.', description: 'Easy home tile: what Easy canvas does' },
  fullSuite: { id: '전체 기능', description: 'Easy home section heading: links to the full suite' },
  fullSuiteLead: { id: '모든 도구가 있는 화면으로 이동합니다.', description: 'Easy home: what the full suite section offers' },
  cloudSummary: { id: '내 파일을 크고 간단한 화면에서 열고 정리합니다.', description: 'One-sentence purpose of Easy cloud' },
  searchSummary: { id: '공개된 촉각 자료를 쉽게 검색합니다.', description: 'One-sentence purpose of Easy search' },
  tactileSummary: {
    id: '촉각 그래픽을 한 장씩 읽고 촉각 디스플레이로 보냅니다.',
    description: 'One-sentence purpose of Easy tactile',
  },
  canvasSummary: { id: '몇 가지 간단한 도구로 촉각 그림을 그립니다.', description: 'One-sentence purpose of Easy canvas' },
});

/** Easy mode's own commands, so the palette reaches them from any Easy screen. */
export const easyCommandMessages = defineMessages({
  openCloud: { id: '쉬운 클라우드 열기', description: 'Easy mode command: open Easy cloud' },
  openSearch: { id: '쉬운 검색 열기', description: 'Easy mode command: open Easy search' },
  openTactile: { id: '쉬운 촉각 열기', description: 'Easy mode command: open Easy tactile' },
  openCanvas: { id: '쉬운 캔버스 열기', description: 'Easy mode command: open Easy canvas' },
});
