import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { splitPages, type BlockElement } from '../../../../core/book/index.ts';
import { documentPageMessages as pageMessages } from '../../../../core/pages/index.ts';
import { announce } from '../../../ui/announcer.ts';
import { editorMessages } from '../editor/messages.ts';
import { BookBlocks } from '../render/BookBlocks.tsx';
import { presentationMessages as m } from './messages.ts';
import { PresentationDisplayControls } from './PresentationDisplayControls.tsx';
import { turnForKey, turnTarget, type Turn } from './turnKeys.ts';
import type { TranslateLines } from './useDisplayTranslate.ts';
import { usePresentationAudio } from './usePresentationAudio.ts';
import { usePresentationDevice } from './usePresentationDevice.ts';
import './presentation.css';

export interface PresentationProps {
  readonly blocks: readonly BlockElement[];
  /** The document's title (DTM_NAME). */
  readonly title: string;
  /** The saved document's drive number: its page audio comes from the drive. */
  readonly dtmNo?: string | undefined;
  /** The page shown first, from 1 (the editor's current page). */
  readonly startPage?: number | undefined;
  /** Called when the presentation ends (Escape, the exit button); focus goes back where it was. */
  readonly onExit: () => void;
}

/** Where keys belong to what has focus: text fields and media keep theirs, buttons and links keep Space. */
function keyBelongsToTarget(event: KeyboardEvent): boolean {
  if (!(event.target instanceof Element)) return false;
  const { target } = event;
  if (target.closest('input, textarea, select, audio, video, [contenteditable="true"]')) return true;
  return event.key === ' ' && target.closest('button, a[href]') !== null;
}

/**
 * Presentation mode (spec §1): the document one page at a time in large
 * type, in a modal dialog that takes the whole window. The page's audio and
 * the tactile display follow each turn. The dialog is React Aria's: focus
 * stays inside it, Escape closes it, and focus returns to what opened it.
 */
export function PresentationDialog({ blocks, title, dtmNo, startPage = 1, onExit, translate }: PresentationProps & { readonly translate: TranslateLines }) {
  const intl = useIntl();
  const pages = useMemo(() => splitPages(blocks), [blocks]);
  const [index, setIndex] = useState(() => Math.min(Math.max(Math.trunc(startPage) - 1, 0), pages.length - 1));
  const pageIndex = Math.min(index, pages.length - 1);
  const page = pages[pageIndex] ?? [];
  const position = intl.formatMessage(pageMessages.position, { page: pageIndex + 1, pages: pages.length });

  const turn = useCallback(
    (wanted: Turn) => {
      const target = turnTarget(wanted, pageIndex, pages.length);
      if (target === pageIndex) {
        const atEnd = wanted === 'next' || wanted === 'last';
        announce(intl.formatMessage(atEnd ? pageMessages.lastPage : pageMessages.firstPage));
        return;
      }
      setIndex(target);
      announce(intl.formatMessage(pageMessages.position, { page: target + 1, pages: pages.length }));
    },
    [intl, pageIndex, pages.length],
  );

  const audio = usePresentationAudio(dtmNo, pageIndex + 1, () => announce(intl.formatMessage(m.audioFailed), 'assertive'));
  const device = usePresentationDevice({ blocks: page, pageIndex, pages: pages.length, turn, translate });

  // A native listener on the dialog's box (React Aria's Dialog takes no key handler): keys bubble
  // here from the dialog and all it holds, and stop here, before the app's shortcuts see them.
  const keys = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = keys.current;
    if (box === null) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const wanted = turnForKey(event);
      if (wanted === undefined || keyBelongsToTarget(event)) return;
      event.preventDefault();
      event.stopPropagation();
      turn(wanted);
    };
    box.addEventListener('keydown', onKeyDown);
    return () => box.removeEventListener('keydown', onKeyDown);
  }, [turn]);

  // A turn may take away the focused button (Play audio on a page without audio): focus goes back to the dialog, not the page's body.
  useEffect(() => {
    const dialog = keys.current?.querySelector<HTMLElement>('[role="dialog"]');
    if (dialog && !dialog.contains(document.activeElement)) dialog.focus();
  }, [pageIndex]);

  const name = intl.formatMessage(m.title, { title: title.trim() || intl.formatMessage(editorMessages.untitled) });
  return (
    <ModalOverlay isOpen isDismissable={false} onOpenChange={(open) => open || onExit()} className="modal-overlay presentation-overlay">
      <Modal className="modal presentation-modal">
        <div className="presentation-keys" ref={keys}>
          <Dialog className="dialog presentation" aria-label={name}>
            <div className="presentation-bar">
              <Heading slot="title" className="presentation-title">
                {name}
              </Heading>
              <p className="presentation-position">{position}</p>
              <Button className="button" onPress={onExit}>
                {intl.formatMessage(m.exit)}
              </Button>
            </div>
            <section className="presentation-page" aria-label={position}>
              {page.length === 0 ? <p>{intl.formatMessage(m.emptyPage)}</p> : <BookBlocks blocks={page} />}
            </section>
            <div className="presentation-controls">
              <Button className="button" onPress={() => turn('previous')}>
                {intl.formatMessage(m.previousPage)}
              </Button>
              <Button className="button" onPress={() => turn('next')}>
                {intl.formatMessage(m.nextPage)}
              </Button>
              {audio.audio !== undefined ? (
                <Button className="button" onPress={audio.play}>
                  {intl.formatMessage(m.play)}
                </Button>
              ) : null}
            </div>
            {device.connected ? <PresentationDisplayControls device={device} /> : null}
            <p className="presentation-hint">{intl.formatMessage(m.keys)}</p>
          </Dialog>
        </div>
      </Modal>
    </ModalOverlay>
  );
}
