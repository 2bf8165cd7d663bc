import { defineMessages } from '../../../../core/messages/index.ts';

// The image dialog (a picture to pins) and the sharpness tool's answers.
export const imageMessages = defineMessages({
  title: { id: '이미지 넣기', description: 'Canvas: title of the dialog that turns a picture into pins. English: "Add an image"' },
  choose: { id: '이미지 고르기', description: 'Canvas image dialog: button that opens the file chooser for a JPG or PNG. English: "Choose a picture"' },
  dropZone: { id: '이미지를 여기에 끌어다 놓으세요', description: 'Canvas image dialog: the area a picture file can be dropped on (also its accessible name). English: "Drop a picture here"' },
  formats: { id: '지원하는 형식: {formats}', description: 'Canvas: the file formats a chooser accepts, e.g. "JPG, PNG, JPEG". English: "Supported formats: {formats}"' },
  unsupported: {
    id: '이 파일은 올릴 수 없습니다. 지원하는 형식을 확인해 주세요: {formats}',
    description: 'Spec message (This file cannot be uploaded, check the supported formats), with the formats listed',
  },
  pictureUnavailable: {
    id: '북의 그림을 열지 못했습니다. 북에서 다시 시도해 주세요.',
    description: 'Canvas opened by the Book\'s "Make tactile version": the picture could not be fetched or is not a JPG or PNG. English: "The picture from the Book could not be opened. Try again from the Book."',
  },
  decodeFailed: { id: '이미지를 읽지 못했습니다. 다른 파일로 해 보세요.', description: 'Canvas: the browser could not decode the chosen picture. English: "The picture could not be read. Try another file."' },
  convertFailed: { id: '이미지를 핀으로 바꾸지 못했습니다.', description: 'Canvas: the conversion of a picture to pins failed. English: "The picture could not be turned into pins."' },
  chosen: { id: '고른 이미지: {name}', description: 'Canvas image dialog: the picture chosen. English: "Picture: {name}"' },
  converting: { id: '핀으로 바꾸는 중…', description: 'Canvas image dialog: shown while the preview is being converted. English: "Converting…"' },
  settings: { id: '변환 설정', description: 'Canvas image dialog: name of the group of conversion settings. English: "Conversion settings"' },
  threshold: { id: '핀을 올릴 기준', description: 'Canvas image dialog: radio group, how the grey level that becomes a pin is chosen. English: "Threshold"' },
  thresholdAuto: { id: '자동', description: 'Canvas image dialog: the threshold is chosen from the picture (Otsu). English: "Automatic"' },
  thresholdManual: { id: '직접 정하기', description: 'Canvas image dialog: the user sets the threshold. English: "Manual"' },
  thresholdLevel: { id: '기준 밝기 (0–255)', description: 'Canvas image dialog: slider, the grey level below which a pixel becomes a pin (in outline mode, the edge strength above which). English: "Threshold level (0–255)"' },
  invert: { id: '밝은 부분을 올리기 (반전)', description: 'Canvas image dialog: switch, raise the light parts instead of the dark. English: "Invert: raise the light parts"' },
  edges: { id: '윤곽선만 올리기', description: 'Canvas image dialog: switch, raise only outlines (edge detection), for photographs. English: "Outlines only"' },
  name: { id: '이미지 이름', description: 'Canvas image dialog: text field, the picture\'s name kept with the page. English: "Picture name"' },
  description: { id: '이미지 설명', description: 'Canvas image dialog: text area describing the picture; offered as the page\'s alternative text. English: "Description"' },
  descriptionHelp: {
    id: '페이지의 대체 텍스트로 쓸 수 있습니다.',
    description: 'Canvas image dialog: help under the description field. English: "You can use it as the page\'s alternative text."',
  },
  preview: { id: '미리 보기', description: 'Canvas image dialog: heading over the pin preview and its summary. English: "Preview"' },
  sharpnessNeedsPicture: {
    id: '선명도를 바꾸려면 이미지를 다시 넣어야 합니다. 파일을 다시 열면 원본 이미지가 남아 있지 않습니다.',
    description: 'Canvas sharpness tool: the original picture is not kept once a file is reopened (or the page was duplicated). English: "To change the sharpness, add the picture again: the original picture is not kept when a file is reopened."',
  },
  sharpnessFailed: { id: '선명도를 바꾸지 못했습니다.', description: 'Canvas sharpness tool: converting the picture again failed. English: "The sharpness could not be changed."' },
});
