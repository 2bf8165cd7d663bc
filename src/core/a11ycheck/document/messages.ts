// Everything the document rules say, keyed by its Korean phrase (the
// catalogue key); English in the description and in locales/en.json.

import { defineMessages } from '../../messages/index.ts';

/** A rule's name and one-line help, for grouping findings in the panel and the CLI. */
export const ruleMessages = defineMessages({
  documentTitleName: { id: '문서 제목', description: 'Accessibility rule name: the document has a title. English: "Document title"' },
  documentTitleHelp: { id: '문서에는 내용을 알려 주는 제목이 있어야 합니다.', description: 'Accessibility rule help. English: "A document needs a title that says what it is."' },
  headingPresentName: { id: '제목 있음', description: 'Accessibility rule name: the document has headings (h1…h6). English: "Headings present"' },
  headingPresentHelp: { id: '문서에는 제목이 하나 이상 있고, 그중 하나는 1 수준이어야 합니다.', description: 'Accessibility rule help. English: "A document needs at least one heading, and one of them at level 1."' },
  headingOrderName: { id: '제목 순서', description: 'Accessibility rule name: heading levels are not skipped. English: "Heading order"' },
  headingOrderHelp: { id: '제목 수준은 한 번에 한 단계씩만 내려가야 합니다.', description: 'Accessibility rule help. English: "Heading levels should go down one step at a time."' },
  headingEmptyName: { id: '빈 제목', description: 'Accessibility rule name: a heading with no text. English: "Empty heading"' },
  headingEmptyHelp: { id: '제목에는 텍스트가 있어야 합니다.', description: 'Accessibility rule help. English: "A heading needs text."' },
  imageAltName: { id: '이미지 대체 텍스트', description: 'Accessibility rule name: images have alternative text. English: "Image alternative text"' },
  imageAltHelp: {
    id: '이미지에는 대체 텍스트나 촉각 그림이 있거나, 장식용으로 표시되어 있어야 합니다.',
    description: 'Accessibility rule help. English: "An image needs alternative text or a tactile version, or to be marked decorative."',
  },
  colorContrastName: { id: '색 대비', description: 'Accessibility rule name: text colour contrast. English: "Colour contrast"' },
  colorContrastHelp: {
    id: '글자와 배경의 명암비는 4.5:1 이상(큰 글자는 3:1 이상)이어야 합니다.',
    description: 'Accessibility rule help (WCAG 2.2 AA). English: "Text needs a contrast of at least 4.5:1 with its background (3:1 for large text)."',
  },
  linkNameName: { id: '링크 텍스트', description: 'Accessibility rule name: links have meaningful text. English: "Link text"' },
  linkNameHelp: { id: '링크 텍스트는 비어 있지 않고 어디로 가는지 알려 주어야 합니다.', description: 'Accessibility rule help. English: "Link text must not be empty and should say where the link goes."' },
  ariaLabelName: { id: '빈 aria-label', description: 'Accessibility rule name: an aria-label attribute that is empty. English: "Empty aria-label"' },
  ariaLabelHelp: { id: 'aria-label 속성이 있으면 비어 있지 않아야 합니다.', description: 'Accessibility rule help. English: "An aria-label attribute, when present, must not be empty."' },
  urlRequiredName: { id: '주소 필요', description: 'Accessibility rule name: links and media have an address. English: "Address required"' },
  urlRequiredHelp: { id: '링크와 오디오, 비디오에는 쓸 수 있는 주소가 있어야 합니다.', description: 'Accessibility rule help. English: "Links, audio and video need an address that works."' },
  tableHeaderName: { id: '표 머리글', description: 'Accessibility rule name: data tables have header cells. English: "Table headers"' },
  tableHeaderHelp: { id: '데이터 표에는 머리글 칸이 있어야 합니다.', description: 'Accessibility rule help. English: "A data table needs header cells."' },
  listStructureName: { id: '목록 구조', description: 'Accessibility rule name: text that looks like a list is a list. English: "List structure"' },
  listStructureHelp: { id: '목록처럼 보이는 문단은 목록으로 만들어야 합니다.', description: 'Accessibility rule help. English: "Paragraphs that look like a list should be a list."' },
});

/** What a finding says. */
export const findingMessages = defineMessages({
  titleMissing: { id: '문서에 제목이 없습니다.', description: 'Accessibility finding. English: "The document has no title."' },
  headingNone: { id: '문서에 제목이 하나도 없습니다.', description: 'Accessibility finding: no heading (h1…h6) at all. English: "The document has no headings."' },
  headingNoLevelOne: { id: '문서에 1 수준 제목이 없습니다.', description: 'Accessibility finding: headings exist but none is level 1. English: "The document has no level 1 heading."' },
  headingSkipped: {
    id: '{previous} 수준 제목 다음에 {level} 수준 제목이 와서 수준을 건너뜁니다.',
    description: 'Accessibility finding: heading levels skipped; previous and level are numbers 1–6. English: "A level {level} heading follows a level {previous} heading, skipping a level."',
  },
  headingEmpty: { id: '텍스트가 없는 제목이 있습니다.', description: 'Accessibility finding. English: "A heading has no text."' },
  imageNoAlt: { id: '이미지에 대체 텍스트가 없습니다.', description: 'Accessibility finding: an image with no alternative text that is not marked decorative. English: "An image has no alternative text."' },
  imageNoAltAttribute: { id: '이미지에 alt 속성이 없습니다.', description: 'Accessibility finding in HTML: an img element without an alt attribute. English: "An image has no alt attribute."' },
  imageFileName: {
    id: '이미지의 대체 텍스트가 파일 이름입니다: {alt}',
    description: 'Accessibility finding: the alternative text is only a file name like IMG_0001.jpg. English: "The image\'s alternative text is a file name: {alt}"',
  },
  contrastLow: {
    id: '글자와 배경의 명암비가 {ratio}:1로, 필요한 {required}:1보다 낮습니다.',
    description: 'Accessibility finding; ratio and required are numbers like 2.85 and 4.5. English: "The text has a contrast of {ratio}:1 with its background, below the {required}:1 required."',
  },
  linkEmpty: { id: '텍스트가 없는 링크가 있습니다.', description: 'Accessibility finding. English: "A link has no text."' },
  linkVague: {
    id: '링크 텍스트 "{text}"만으로는 어디로 가는지 알 수 없습니다.',
    description: 'Accessibility finding: link text like "click here". English: "The link text “{text}” does not say where it goes."',
  },
  linkNoAddress: { id: '링크에 쓸 수 있는 주소가 없습니다.', description: 'Accessibility finding. English: "A link has no usable address."' },
  mediaNoAddress: { id: '오디오나 비디오에 주소가 없습니다.', description: 'Accessibility finding. English: "An audio or video has no address."' },
  tableNoHeader: { id: '데이터 표에 머리글 칸이 없습니다.', description: 'Accessibility finding. English: "A data table has no header cells."' },
  listLike: {
    id: '목록처럼 보이는 문단 {count}개가 목록이 아닙니다.',
    description: 'Accessibility finding. English: "{count, plural, one {# paragraph looks} other {# paragraphs look}} like a list but {count, plural, one {is} other {are}} not one."',
  },
  ariaLabelEmpty: { id: 'aria-label 속성이 비어 있습니다.', description: 'Accessibility finding in HTML. English: "An aria-label attribute is empty."' },
});

/** What a fix does (auto) or where it takes a person (guided). */
export const fixMessages = defineMessages({
  setHeadingLevel: { id: '{level} 수준 제목으로 바꾸기', description: 'Quick fix; level is 1–6. English: "Make it a level {level} heading"' },
  removeHeading: { id: '빈 제목 지우기', description: 'Quick fix. English: "Remove the empty heading"' },
  headerRow: { id: '첫 행을 머리글 행으로 만들기', description: 'Quick fix. English: "Make the first row a header row"' },
  makeList: { id: '목록으로 바꾸기', description: 'Quick fix: paragraphs become a list. English: "Turn them into a list"' },
  setTextColor: { id: '글자 색을 {color}(으)로 바꾸기', description: 'Quick fix; color is like #595959. English: "Change the text colour to {color}"' },
  setBackground: { id: '배경색을 {color}(으)로 바꾸기', description: 'Quick fix; color is like #ffff00. English: "Change the background colour to {color}"' },
  removeTextColor: { id: '글자 색을 지워 검정으로 두기', description: 'Quick fix. English: "Remove the text colour (black)"' },
  giveTitle: { id: '문서 제목 정하기', description: 'Guided fix: opens where the title is set. English: "Give the document a title"' },
  describeImage: { id: '이미지 설명 쓰기', description: 'Guided fix. English: "Describe the image"' },
  editLink: { id: '링크 고치기', description: 'Guided fix. English: "Edit the link"' },
  editMedia: { id: '미디어 주소 고치기', description: 'Guided fix. English: "Edit the audio or video"' },
  chooseColor: { id: '색 고르기', description: 'Guided fix. English: "Choose the colours"' },
});
