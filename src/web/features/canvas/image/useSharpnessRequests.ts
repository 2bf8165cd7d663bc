import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { CanvasEditor } from '../../../../core/canvas/index.ts';
import { showToast } from '../../../ui/toasts.ts';
import { useImageConverter } from './ImageConverterContext.tsx';
import { imageSourceOf, rememberImageSource } from './imageSources.ts';
import { imageMessages as m } from './messages.ts';
import { conversionOptions } from './protocol.ts';

/**
 * The sharpness tool (spec §2, §4): the editor asks for the page's picture
 * converted again at a new sharpness; the same file and settings go to the
 * worker and the new pins replace the old. Quick slider moves supersede each
 * other. Without the file (the document was reopened, the page duplicated)
 * the user is told to add the picture again.
 */
export function useSharpnessRequests(editor: CanvasEditor): void {
  const intl = useIntl();
  const converter = useImageConverter();
  useEffect(
    () =>
      editor.onRequest((request) => {
        if (request.kind !== 'sharpness') return;
        const page = editor.getState().document.pages[request.pageIndex];
        if (!page) return;
        const source = imageSourceOf(page.id);
        if (!source) {
          showToast(intl.formatMessage(m.sharpnessNeedsPicture), 'error');
          return;
        }
        const settings = { ...source.settings, sharpness: request.sharpness };
        converter.convert(source.key, source.file, conversionOptions(settings, page.grid)).then(
          (pins) => {
            if (pins === null) return;
            // The page may have moved while the picture was converted; it keeps its id.
            const index = editor.getState().document.pages.findIndex((candidate) => candidate.id === page.id);
            if (index < 0) return;
            rememberImageSource(page.id, { ...source, settings });
            editor.replaceImage(index, pins, request.sharpness);
          },
          () => showToast(intl.formatMessage(m.sharpnessFailed), 'error'),
        );
      }),
    [editor, intl, converter],
  );
}
