import { useCallback, useEffect, useState } from 'react';
import { Button, DropZone, FileTrigger, Group, Input, Label, Switch, Text, TextArea, TextField, type DropItem } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { toolMessages, type CanvasEditor } from '../../../../core/canvas/index.ts';
import { ACCEPTED_FORMATS, SNIFF_BYTES, isAccepted, sniff } from '../../../../core/files/index.ts';
import type { PinGrid, Point } from '../../../../core/pins/index.ts';
import { AppDialog } from '../../../ui/AppDialog.tsx';
import { announce } from '../../../ui/announcer.ts';
import { optionMessages } from '../options/messages.ts';
import { PercentSlider } from '../options/PercentSlider.tsx';
import { placementMessages } from '../placement/messages.ts';
import { FormError, PlaceButtons, PlacingAt } from '../placement/PlacementParts.tsx';
import { ImageConversionError } from './imageConverter.ts';
import { useImageConverter } from './ImageConverterContext.tsx';
import { ImagePreview } from './ImagePreview.tsx';
import { newImageKey, rememberImageSource } from './imageSources.ts';
import { pictureRoom } from './pictureRoom.ts';
import { imageMessages as m } from './messages.ts';
import { conversionOptions, type ImageSettings } from './protocol.ts';
import { ThresholdControls } from './ThresholdControls.tsx';

interface Props {
  readonly editor: CanvasEditor;
  /** Where the image tool was used: the picture's top-left corner. */
  readonly at: Point;
  readonly onClose: () => void;
  /** A picture already chosen, its bytes judged an image (a Book picture sent to "Make tactile version"). */
  readonly initialFile?: File;
}

interface Chosen {
  readonly key: string;
  readonly file: Blob;
  readonly name: string;
}

const FORMATS = ACCEPTED_FORMATS.image.join(', ');
const IMAGE_TYPES = ['image/png', 'image/jpeg'];

/** The name without its extension: "harbour.jpg" is named "harbour". */
const baseName = (fileName: string) => fileName.replace(/\.[^.]*$/, '');

/**
 * Image (spec §2, I): a JPG or PNG (checked by its bytes, not its name)
 * turned into pins in a worker, with a live preview in pins and in words as
 * the settings change. The picture fills the page (fitted, centred); its
 * name, description, sharpness and opacity stay with the page, and the file
 * stays for this visit so the sharpness tool can convert it again.
 */
export function ImageDialog({ editor, at, onClose, initialFile }: Props) {
  const intl = useIntl();
  const converter = useImageConverter();
  // A picture it opens with was judged by its bytes before (pictureFromAddress's caller).
  const [chosen, setChosen] = useState<Chosen | undefined>(() => (initialFile ? { key: newImageKey(), file: initialFile, name: initialFile.name } : undefined));
  const [settings, setSettings] = useState<ImageSettings>(() => {
    const { opacity, sharpness } = editor.getState().options;
    return { opacity, sharpness, threshold: 'auto', invert: false, edges: false };
  });
  const [preview, setPreview] = useState<{ for: string; grid: PinGrid }>();
  const [error, setError] = useState<string>();
  const [name, setName] = useState(() => (initialFile ? baseName(initialFile.name) : ''));
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState(false);
  const room = pictureRoom(editor.page.grid, at);
  const failureText = useCallback(
    (failure: unknown) => intl.formatMessage(failure instanceof ImageConversionError && failure.reason === 'decode' ? m.decodeFailed : m.convertFailed),
    [intl],
  );
  const { width, height } = room.size;
  const size = { width, height };
  // What the preview must show now; a preview made for anything else is out of date.
  const wanted = chosen ? JSON.stringify([chosen.key, settings]) : undefined;
  const current = preview?.for === wanted ? preview?.grid : undefined;

  useEffect(() => {
    if (!chosen) return;
    const target = JSON.stringify([chosen.key, settings]);
    let live = true;
    converter.convert(chosen.key, chosen.file, conversionOptions(settings, { width, height })).then(
      (grid) => live && grid !== null && setPreview({ for: target, grid }),
      (failure: unknown) => live && setError(failureText(failure)),
    );
    return () => {
      live = false;
    };
  }, [chosen, settings, width, height, converter, failureText]);

  // A picture not placed (another chosen, or the dialog cancelled): the worker may drop its pixels.
  const cancel = () => {
    if (chosen) converter.forget(chosen.key);
    onClose();
  };

  async function choose(file: File | undefined) {
    if (!file) return;
    setError(undefined);
    const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
    if (!isAccepted('image', sniff(head, file.name))) {
      setError(intl.formatMessage(m.unsupported, { formats: FORMATS }));
      return;
    }
    if (chosen) converter.forget(chosen.key);
    setChosen({ key: newImageKey(), file, name: file.name });
    setName((old) => old || baseName(file.name));
    announce(intl.formatMessage(m.chosen, { name: file.name }));
  }

  async function drop(items: readonly DropItem[]) {
    for (const item of items) {
      if (item.kind === 'file') return choose(await item.getFile());
    }
  }

  async function place() {
    if (!chosen) return setError(intl.formatMessage(placementMessages.noFileChosen));
    setBusy(true);
    try {
      const pins = current ?? (await converter.convert(chosen.key, chosen.file, conversionOptions(settings, size)));
      if (!pins) return;
      editor.place(pins, room.at, toolMessages.image, { name: name.trim(), description: description.trim(), sharpness: settings.sharpness, opacity: settings.opacity });
      rememberImageSource(editor.page.id, { key: chosen.key, file: chosen.file, settings });
      // The next picture starts where this one was left.
      editor.setOption('opacity', settings.opacity);
      editor.setOption('sharpness', settings.sharpness);
      onClose();
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  }

  const change = (patch: Partial<ImageSettings>) => {
    setSettings((old) => ({ ...old, ...patch }));
    setError(undefined);
  };
  return (
    <AppDialog title={intl.formatMessage(m.title)} isOpen onOpenChange={(open) => !open && cancel()} className="modal--wide">
      <div className="dialog-body">
        <PlacingAt at={room.at} />
        <DropZone
          className="drop-zone"
          getDropOperation={(types) => (IMAGE_TYPES.some((type) => types.has(type)) ? 'copy' : 'cancel')}
          onDrop={(event) => void drop(event.items)}
        >
          <FileTrigger acceptedFileTypes={[...IMAGE_TYPES, '.jpg', '.jpeg', '.png']} onSelect={(list) => void choose(list?.[0])}>
            <Button className="button" autoFocus>
              {intl.formatMessage(m.choose)}
            </Button>
          </FileTrigger>
          <Text slot="label">{intl.formatMessage(m.dropZone)}</Text>
        </DropZone>
        <p className="field-note">{intl.formatMessage(m.formats, { formats: FORMATS })}</p>
        {chosen && <p>{intl.formatMessage(m.chosen, { name: chosen.name })}</p>}
        <Group className="image-settings" aria-label={intl.formatMessage(m.settings)}>
          <PercentSlider label={optionMessages.opacity} option="opacity" value={settings.opacity} onChangeEnd={(opacity) => change({ opacity })} />
          <PercentSlider label={toolMessages.sharpness} option="sharpness" value={settings.sharpness} onChangeEnd={(sharpness) => change({ sharpness })} />
          <ThresholdControls value={settings.threshold} onChange={(threshold) => change({ threshold })} />
          <Switch className="canvas-switch" isSelected={settings.invert} onChange={(invert) => change({ invert })}>
            <span className="canvas-switch-track" aria-hidden="true">
              <span className="canvas-switch-thumb" />
            </span>
            {intl.formatMessage(m.invert)}
          </Switch>
          <Switch className="canvas-switch" isSelected={settings.edges} onChange={(edges) => change({ edges })}>
            <span className="canvas-switch-track" aria-hidden="true">
              <span className="canvas-switch-thumb" />
            </span>
            {intl.formatMessage(m.edges)}
          </Switch>
        </Group>
        {chosen && <ImagePreview grid={current} converting={current === undefined && error === undefined} />}
        <TextField className="field" value={name} onChange={setName}>
          <Label className="field-label">{intl.formatMessage(m.name)}</Label>
          <Input className="input" />
        </TextField>
        <TextField className="field" value={description} onChange={setDescription}>
          <Label className="field-label">{intl.formatMessage(m.description)}</Label>
          <TextArea className="input input--multiline" rows={3} />
          <Text slot="description" className="field-note">
            {intl.formatMessage(m.descriptionHelp)}
          </Text>
        </TextField>
        <FormError text={error} />
        <PlaceButtons onPlace={() => void place()} onCancel={cancel} busy={busy} />
      </div>
    </AppDialog>
  );
}
