import { defineMessages } from '../../../../core/messages/index.ts';

// What the virtual tactile display says. The names of its cells end with the
// raised dots ("dots 1 4 5 8") or "no pins raised"; tests read the pins back
// from that ending, so the dot numbers stay plain digits in every language.
export const virtualDisplayMessages = defineMessages({
  gridLabel: { id: '가상 촉각 디스플레이', description: 'Name of the grid that shows, cell by cell, the pins the (virtual) tactile display has raised' },
  graphicCell: {
    id: '{line}번째 줄 {cell}번째 칸: {pins}',
    description: 'Name of one cell of the tactile display: line and cell count from 1; pins is "dots 1 4 5" or "no pins raised". English: "Line {line}, cell {cell}: {pins}"',
  },
  textCell: {
    id: '점자 줄 {cell}번째 칸: {braille} {pins}',
    description: 'Name of one cell of the display\'s braille text line: cell counts from 1; braille is the cell as a Unicode braille character; pins is "dots 1 2". English: "Text line, cell {cell}: {braille} {pins}"',
  },
  blankTextCell: {
    id: '점자 줄 {cell}번째 칸: {pins}',
    description: 'Name of one blank cell of the display\'s braille text line; pins is "no pins raised". English: "Text line, cell {cell}: {pins}"',
  },
  dots: {
    id: '{dots}점',
    description: 'The raised dots of a tactile display cell, named as braille dots 1–8; dots is a list of digits separated by spaces, e.g. "1 4 5 8" (keep it as it is). English: "dots {dots}"',
  },
  noPins: { id: '올라온 핀 없음', description: 'Says a tactile display cell has no pin raised; ends the cell\'s name. English: "no pins raised"' },
  summary: {
    id: '{total}칸 중 {raised}칸에 핀이 올라와 있습니다.',
    description: 'Summary above the tactile display: how many of its cells have at least one raised pin. English: "{raised} of {total} cells {raised, plural, one {has} other {have}} raised pins."',
  },
  summaryWithText: {
    id: '{total}칸 중 {raised}칸에 핀이 올라와 있습니다. 점자 줄: {braille}',
    description: 'Summary above the tactile display, with its braille text line as Unicode braille. English: "{raised} of {total} cells {raised, plural, one {has} other {have}} raised pins. Text line: {braille}"',
  },
  summaryBlankText: {
    id: '{total}칸 중 {raised}칸에 핀이 올라와 있습니다. 점자 줄은 비어 있습니다.',
    description: 'Summary above the tactile display when its braille text line is blank. English: "{raised} of {total} cells {raised, plural, one {has} other {have}} raised pins. The text line is blank."',
  },
  changed: {
    id: '촉각 디스플레이가 바뀌었습니다. {summary}',
    description: 'Spoken (politely) after the pins of the tactile display changed; summary is the summary line. English: "The tactile display changed. {summary}"',
  },
});
