import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { CanvasEditor } from '../../../../core/canvas/index.ts';
import { SNIFF_BYTES, isAccepted, sniff } from '../../../../core/files/index.ts';
import { showToast } from '../../../ui/toasts.ts';
import { ImageDialog } from './ImageDialog.tsx';
import { imageMessages as m } from './messages.ts';
import { pictureFromAddress } from './pictureFromAddress.ts';

/** The whole page: the picture is placed from its top-left corner. */
const TOP_LEFT = { x: 0, y: 0 };

/**
 * The Book's "Make tactile version" opens the Canvas with `?picture=`: the
 * image dialog opens with that picture chosen, for the whole page, its
 * settings as for any picture. Saving the document to the Cloud then links it
 * back (the file layer). A picture that cannot be had, or is not a JPG or
 * PNG, is said in a toast and the Canvas is as usual.
 */
export function ArrivingPicture({ editor }: { readonly editor: CanvasEditor }) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const [src] = useState(() => params.get('picture'));
  const [picture, setPicture] = useState<File>();
  useEffect(() => {
    if (src === null) return;
    let live = true;
    pictureFromAddress(src)
      .then(async (file) => {
        const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
        if (!isAccepted('image', sniff(head, file.name))) throw new Error('The picture is not a JPG or PNG');
        if (live) setPicture(file);
      })
      .catch((error: unknown) => {
        console.error('The Book picture could not be opened', error);
        if (live) showToast(intl.formatMessage(m.pictureUnavailable), 'error');
      });
    return () => {
      live = false;
    };
  }, [src, intl]);
  if (!picture) return null;
  return <ImageDialog editor={editor} at={TOP_LEFT} initialFile={picture} onClose={() => setPicture(undefined)} />;
}
