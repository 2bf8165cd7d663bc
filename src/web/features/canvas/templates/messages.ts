import { defineMessages } from '../../../../core/messages/index.ts';

// The names and descriptions of the shipped templates (catalogue.ts lists them).
export const templateMessages = defineMessages({
  square: { id: '정사각형', description: 'Canvas template name: a square outline. English: "Square"' },
  squareAbout: { id: '정사각형 테두리입니다.', description: 'Canvas template description. English: "A square outline."' },
  circle: { id: '동그라미', description: 'Canvas template name: a circle outline. English: "Circle"' },
  circleAbout: { id: '동그라미 테두리입니다.', description: 'Canvas template description. English: "A circle outline."' },
  triangle: { id: '세모', description: 'Canvas template name: a triangle outline, point up. English: "Triangle"' },
  triangleAbout: { id: '꼭짓점이 위에 있는 이등변 삼각형 테두리입니다.', description: 'Canvas template description. English: "An isosceles triangle outline, point up."' },
  arrow: { id: '화살표', description: 'Canvas template name: an arrow pointing right. English: "Arrow"' },
  arrowAbout: { id: '오른쪽을 가리키는 화살표입니다.', description: 'Canvas template description. English: "An arrow pointing right."' },
  star: { id: '별 모양', description: 'Canvas template name: a five-pointed star outline. English: "Star"' },
  starAbout: { id: '꼭짓점 하나가 위를 향한, 꼭짓점이 다섯 개인 별 테두리입니다.', description: 'Canvas template description. English: "A five-pointed star outline, one point up."' },
  heart: { id: '하트 모양', description: 'Canvas template name: a heart outline. English: "Heart"' },
  heartAbout: { id: '하트 테두리입니다.', description: 'Canvas template description. English: "A heart outline."' },
  brailleCell: { id: '큰 점자 칸', description: 'Canvas template name: one braille cell drawn large, for teaching the dot positions. English: "Braille cell"' },
  brailleCellAbout: {
    id: '점자 한 칸을 크게 그린 틀입니다. 테두리 안에 동그라미 여섯 개가 있고, 왼쪽 세로줄이 1, 2, 3점, 오른쪽이 4, 5, 6점입니다.',
    description: 'Canvas template description. English: "One braille cell drawn large: six rings, dots 1 to 3 down the left, 4 to 6 down the right, in a frame."',
  },
  grid: { id: '칸 격자', description: 'Canvas template name: a grid of large square cells. English: "Grid"' },
  gridAbout: { id: '페이지 전체에 큰 정사각형 칸을 그린 격자입니다. 8핀마다(768은 12핀마다) 선이 있습니다.', description: 'Canvas template description. English: "Large square cells across the page (lines every 8 pins; 12 on the 768)."' },
  graphPaper: { id: '모눈종이', description: 'Canvas template name: graph paper, a fine grid. English: "Graph paper"' },
  graphPaperAbout: { id: '페이지 전체에 작은 칸을 촘촘히 그린 모눈종이입니다. 4핀마다(768은 5핀마다) 선이 있습니다.', description: 'Canvas template description. English: "A fine grid across the page (lines every 4 pins; 5 on the 768)."' },
  axes: { id: '좌표축', description: 'Canvas template name: x and y axes crossing in the middle. English: "Coordinate axes"' },
  axesAbout: {
    id: '페이지 가운데에서 만나는 가로축과 세로축입니다. 양 끝에 화살표가 있고 일정한 간격으로 눈금이 있습니다.',
    description: 'Canvas template description. English: "The x and y axes crossing in the middle of the page, arrows at every end and evenly spaced ticks."',
  },
  numberLine: { id: '수직선 0부터 10까지', description: 'Canvas template name: a number line from 0 to 10. English: "Number line 0 to 10"' },
  numberLineAbout: {
    id: '가로로 놓인 수직선에 눈금 11개가 있습니다. 0, 5, 10의 눈금이 더 깁니다. 숫자는 없으니 글상자로 넣으세요.',
    description: 'Canvas template description. English: "A horizontal number line with 11 ticks; the ticks of 0, 5 and 10 are longer. Numbers are not written: add them with a text box."',
  },
  ruler: { id: '눈금자', description: 'Canvas template name: a ruler across the page. English: "Ruler"' },
  rulerAbout: { id: '페이지를 가로지르는 자입니다. 2핀마다 짧은 눈금, 10핀마다 긴 눈금이 있습니다.', description: 'Canvas template description. English: "A ruler across the page: a short tick every 2 pins, a long one every 10."' },
  clock: { id: '시계 문자판', description: 'Canvas template name: a clock face. English: "Clock face"' },
  clockAbout: {
    id: '페이지 높이만 한 시계 문자판입니다. 시각 표시 12개(12, 3, 6, 9시는 더 김)가 있고, 바늘은 3시를 가리킵니다.',
    description: 'Canvas template description. English: "A clock face as tall as the page: twelve hour marks (12, 3, 6 and 9 longer) and the hands at three o\'clock."',
  },
  table: { id: '3×3 표', description: 'Canvas template name: a table of 3 columns and 3 rows. English: "Table, 3 by 3"' },
  tableAbout: { id: '페이지를 가로 3칸, 세로 3칸으로 나눈 표입니다.', description: 'Canvas template description. English: "A table of 3 columns and 3 rows filling the page."' },
  barChart: { id: '막대그래프 축', description: 'Canvas template name: the axes of a bar chart. English: "Bar chart axes"' },
  barChartAbout: {
    id: '왼쪽에 눈금이 있는 세로축, 아래에 가로축이 있는 막대그래프 틀입니다.',
    description: 'Canvas template description. English: "A value axis with ticks up the left and a category axis along the bottom, ready for bars."',
  },
  atPoint: { id: '고른 곳에 왼쪽 위 모서리를 맞춰 놓습니다.', description: 'Canvas: how a figure template is placed. English: "Placed with its top-left corner at the point you chose."' },
  fullPage: {
    id: '페이지 전체를 채웁니다. 고른 곳과 상관없이 페이지 왼쪽 위에 놓입니다.',
    description: 'Canvas: how a full-page template is placed. English: "Fills the page: placed at the page\'s top-left corner, whatever point you chose."',
  },
});
