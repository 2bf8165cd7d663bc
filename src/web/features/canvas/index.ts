// The Canvas's code that loads on demand: its commands' code (bound to
// manifest.ts by id), and what Easy mode uses of the editor.

import { canvasCommands } from './commands/canvasCommands.ts';

export const canvasCommandCode = Object.fromEntries(canvasCommands.map((command) => [command.id, command]));

export { findCanvasCommand } from './commands/canvasCommands.ts';
export { TEMPLATE_CATALOGUE } from './templates/catalogue.ts';
export { useCanvasDevice } from './device/useCanvasDevice.ts';
export { useCanvasTarget } from './editor/useCanvasTarget.ts';
export { useEditorAnnouncements } from './editor/useEditorAnnouncements.ts';
export { useEditorState } from './editor/useEditorState.ts';
export { CanvasFileLayer } from './file/CanvasFileLayer.tsx';
export { CloudFileError, loadCloudDocument } from './file/loadCloudDocument.ts';
export { PinGridView } from './grid/PinGridView.tsx';
export { pinGridMessages } from './grid/messages.ts';
export { PagesPanel } from './pages/PagesPanel.tsx';
export { useAudioPlayer } from '../../ui/pageAudio/audioPlayer.ts';
export { useAutoPlay } from './pages/useAutoPlay.ts';
export { PlacementDialogs } from './placement/PlacementDialogs.tsx';
export { statusMessages } from './status/messages.ts';
export { ToolBar } from './toolbar/ToolBar.tsx';
