import { defineMessages } from '../../../core/messages/index.ts';

export const canvasMessages = defineMessages({
  summary: {
    id: '촉각 그래픽 편집기입니다. 핀 격자에 그리고, 글자를 점자로 바꾸고, 이미지를 촉각 그래픽으로 만듭니다.',
    description: 'One-sentence purpose of the Canvas page',
  },
});
