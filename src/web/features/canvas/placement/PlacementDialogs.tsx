import { useEffect, useState } from 'react';
import type { CanvasEditor, EditorRequest, PlacingTool, ToolId } from '../../../../core/canvas/index.ts';
import type { Point } from '../../../../core/pins/index.ts';
import { useEditorState } from '../editor/useEditorState.ts';
import { ImageDialog } from '../image/ImageDialog.tsx';
import { useSharpnessRequests } from '../image/useSharpnessRequests.ts';
import { roomAt } from './brailleBlock.ts';
import { MultiBrailleDialog } from './MultiBrailleDialog.tsx';
import { TemplateDialog } from './TemplateDialog.tsx';
import { TextBoxDialog } from './TextBoxDialog.tsx';
import { TextFileDialog } from './TextFileDialog.tsx';
import { preloadCanvasTranslator } from './useCanvasTranslator.ts';

const TEXT_TOOLS: ReadonlySet<ToolId> = new Set(['textBox', 'multiBraille', 'textFile']);

type PlacingRequest = Extract<EditorRequest, { readonly kind: PlacingTool }>;

interface Props {
  readonly editor: CanvasEditor;
  /** Easy canvas: larger buttons. */
  readonly easy?: boolean;
}

/**
 * What the placing tools ask for. The editor says where (a press or Enter
 * with the text box, multi-braille, template, text file or image tool) and
 * this opens the matching dialog; the dialog places on the page and closes,
 * and React Aria returns focus to the grid. The sharpness tool's requests
 * are answered here too, without a dialog.
 */
export function PlacementDialogs({ editor, easy = false }: Props) {
  const [request, setRequest] = useState<PlacingRequest | null>(null);
  const tool = useEditorState(editor, (state) => state.tool);
  useSharpnessRequests(editor);
  // A text tool chosen: start loading the translator, so its dialog opens ready.
  useEffect(() => {
    if (TEXT_TOOLS.has(tool)) void preloadCanvasTranslator();
  }, [tool]);
  useEffect(
    () =>
      editor.onRequest((next) => {
        if (next.kind !== 'sharpness') setRequest(next);
      }),
    [editor],
  );
  if (request === null) return null;
  const close = () => setRequest(null);
  // A press just off the grid still means its edge.
  const at: Point = roomAt(editor.page.grid, request.at).at;
  // A new request (another press) is a new dialog: keyed, so nothing typed for the old point carries over.
  const key = `${request.kind}-${at.x}-${at.y}-${request.pageIndex}`;
  switch (request.kind) {
    case 'textBox':
      return <TextBoxDialog key={key} editor={editor} at={at} easy={easy} onClose={close} />;
    case 'multiBraille':
      return <MultiBrailleDialog key={key} editor={editor} at={at} easy={easy} onClose={close} />;
    case 'template':
      return <TemplateDialog key={key} editor={editor} at={at} easy={easy} onClose={close} />;
    case 'textFile':
      return <TextFileDialog key={key} editor={editor} at={at} easy={easy} onClose={close} />;
    case 'image':
      return <ImageDialog key={key} editor={editor} at={at} onClose={close} />;
  }
}
