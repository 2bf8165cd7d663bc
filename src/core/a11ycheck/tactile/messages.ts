// What the tactile rules say. Keys are the Korean phrases; English in
// locales/en.json. Pages, columns and rows count from 1, as people count.

import { defineMessages } from '../../messages/index.ts';

/** Each rule's name, as the checker panel heads its group. */
export const tactileRuleNames = defineMessages({
  pageAlt: { id: '페이지 대체 텍스트', description: 'Accessibility checker rule name (page-alt). English: "Page alternative text"' },
  brailleSpacing: { id: '점자와 그림 사이 간격', description: 'Accessibility checker rule name (tactile-braille-spacing). English: "Space between braille and graphics"' },
  strayPins: { id: '떨어진 핀', description: 'Accessibility checker rule name (tactile-stray-pins): single raised pins standing alone, noise. English: "Stray pins"' },
  lineSpacing: { id: '선 사이 간격', description: 'Accessibility checker rule name (tactile-line-spacing). English: "Space between lines"' },
  density: { id: '핀 밀도', description: 'Accessibility checker rule name (tactile-density): how much of the page is raised. English: "Pin density"' },
  brailleEdge: { id: '페이지 가장자리에서 잘린 점자', description: 'Accessibility checker rule name (tactile-braille-edge). English: "Braille cut by the page edge"' },
});

/** One line of help per rule: what it asks for. */
export const tactileRuleHelp = defineMessages({
  pageAlt: { id: '모든 페이지에 내용을 설명하는 대체 텍스트가 있어야 합니다.', description: 'Help for the page-alt rule. English: "Every page needs alternative text that describes it."' },
  brailleSpacing: {
    id: '점자와 그림 사이에는 내려간 핀이 1 줄 이상 있어야 합니다.',
    description: 'Help for the tactile-braille-spacing rule. English: "Leave at least one lowered pin between braille and any graphic."',
  },
  strayPins: {
    id: '홀로 떨어진 핀 하나는 잡음으로 느껴지므로 내립니다.',
    description: 'Help for the tactile-stray-pins rule. English: "A single pin standing alone feels like noise: lower it."',
  },
  lineSpacing: {
    id: '나란히 가는 선이나 면은 손가락으로 구별할 수 있도록 내려간 핀 2 줄 이상 떨어뜨립니다.',
    description: 'Help for the tactile-line-spacing rule. English: "Keep lines or areas that run side by side at least two lowered pins apart, so a finger can tell them apart."',
  },
  density: {
    id: '페이지의 절반 넘게 핀이 올라가 있으면 읽기 어렵습니다.',
    description: 'Help for the tactile-density rule. English: "A page with more than half of its pins raised is hard to read."',
  },
  brailleEdge: {
    id: '점자 칸이 페이지 안에 모두 들어가야 합니다.',
    description: 'Help for the tactile-braille-edge rule. English: "Every braille cell must fit inside the page."',
  },
});

/** A finding, with its place. */
export const tactileFindingMessages = defineMessages({
  pageAlt: { id: '{page} 쪽에 대체 텍스트가 없습니다.', description: 'Accessibility checker finding. English: "Page {page} has no alternative text."' },
  brailleSpacing: {
    id: '{page} 쪽 {column} 열 {row} 행: 점자가 그림에 닿거나 너무 가깝습니다.',
    description: 'Accessibility checker finding: braille with less than one empty pin to a graphic; column and row of the braille from 1. English: "Page {page}, column {column}, row {row}: braille touches or crowds a graphic."',
  },
  strayPin: {
    id: '{page} 쪽 {column} 열 {row} 행: 홀로 떨어진 핀이 있습니다.',
    description: 'Accessibility checker finding: an isolated single pin. English: "Page {page}, column {column}, row {row}: a single pin stands alone."',
  },
  lineSpacing: {
    id: '{page} 쪽 {column} 열 {row} 행: 두 선이 {length} 핀 길이 동안 내려간 핀 1 줄만큼만 떨어져 있습니다.',
    description: 'Accessibility checker finding: two separate lines or areas only one empty pin apart along {length} pins. English: "Page {page}, column {column}, row {row}: two lines run only one empty pin apart along {length} pins."',
  },
  density: {
    id: '{page} 쪽: 핀의 {percent}%가 올라가 있습니다.',
    description: 'Accessibility checker finding: the share of raised pins on the page. English: "Page {page}: {percent}% of the pins are raised."',
  },
  brailleEdge: {
    id: '{page} 쪽 {column} 열 {row} 행: 점자가 페이지 가장자리에서 잘립니다.',
    description: 'Accessibility checker finding: a braille label runs past the page edge. English: "Page {page}, column {column}, row {row}: braille is cut by the page edge."',
  },
});

/** What a fix does, on its button. */
export const tactileFixMessages = defineMessages({
  lowerPin: { id: '핀 내리기', description: 'Accessibility checker quick fix: lower a stray pin. English: "Lower the pin"' },
  moveLabel: { id: '점자를 1 핀 옮기기', description: 'Accessibility checker quick fix: move a braille label one pin away from a graphic. English: "Move the braille one pin away"' },
  editLabel: { id: '점자 위치 고치기', description: 'Accessibility checker guided fix: go to a braille label to move or shorten it. English: "Move the braille"' },
  describePage: { id: '페이지 설명 쓰기', description: 'Accessibility checker guided fix: open the page description (alternative text) field. English: "Write a page description"' },
});
