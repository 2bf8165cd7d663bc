import { useState, useSyncExternalStore } from 'react';
import { Button, FileTrigger, Label, Radio, RadioGroup } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { PageAudio } from '../../../core/canvas/document.ts';
import { PLAYBACK_SPEEDS } from '../../../core/canvas/playback.ts';
import { ACCEPTED_FORMATS, SNIFF_BYTES, sniff } from '../../../core/files/index.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { SelectField } from '../SelectField.tsx';
import { showToast } from '../toasts.ts';
import { useAudioPlayer } from './audioPlayer.ts';
import { keepAudio, releaseAudio } from './keptAudio.ts';
import { pageAudioMessages as m } from './messages.ts';

const FORMATS = ACCEPTED_FORMATS.audio.join(', ');
const TYPES = { mp3: 'audio/mpeg', m4a: 'audio/mp4' } as const;

export interface PageAudioControlsProps {
  /** The page's audio, or undefined when it has none. */
  readonly audio: PageAudio | undefined;
  /** A new audio for the page (chosen, or its play mode or speed changed), or undefined once removed. */
  readonly onChange: (audio: PageAudio | undefined) => void;
  /** The listener's own rate (Settings), which multiplies the page's speed while playing. */
  readonly rate: number;
  /** Easy mode: large buttons, no speed. */
  readonly easy?: boolean;
}

/**
 * A page's audio (spec §3), for any paged document (the Canvas's pages, Book's
 * page properties): an mp3 or m4a (checked by its bytes, then by the browser
 * playing its start), played automatically when the page turns or with the
 * play button, at a chosen speed; removing it asks first. The file is kept
 * for this visit (keptAudio.ts), played from its object URL; saving uploads
 * the kept file's bytes. The document is the caller's: this only says what
 * the page's audio becomes.
 */
export function PageAudioControls({ audio, onChange, rate, easy = false }: PageAudioControlsProps) {
  const intl = useIntl();
  const player = useAudioPlayer();
  const playing = useSyncExternalStore(player.subscribe, player.playing, player.playing);
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const size = easy ? 'button button--large' : 'button';

  async function attach(file: File | undefined) {
    if (!file) return;
    setError(undefined);
    const kind = sniff(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()), file.name);
    if (kind !== 'mp3' && kind !== 'm4a') return setError(intl.formatMessage(m.audioUnsupported, { formats: FORMATS }));
    const ref = keepAudio(file);
    if (!(await player.check(ref))) {
      releaseAudio(ref);
      return setError(intl.formatMessage(m.audioFailed));
    }
    onChange({ ref, name: file.name, contentType: TYPES[kind], play: audio?.play ?? 'manual', speed: audio?.speed ?? 1 });
    showToast(intl.formatMessage(m.audioAdded), 'success');
  }

  const update = (patch: Partial<PageAudio>) => audio && onChange({ ...audio, ...patch });

  function togglePlay() {
    if (!audio) return;
    if (playing === audio.ref) return player.pause();
    player.play(audio.ref, audio.speed * rate).catch(() => setError(intl.formatMessage(m.audioFailed)));
  }

  function remove(confirmed: boolean) {
    setConfirming(false);
    if (!confirmed || !audio) return;
    if (playing === audio.ref) player.pause();
    onChange(undefined);
    showToast(intl.formatMessage(m.audioRemoved), 'success');
  }

  const speeds = PLAYBACK_SPEEDS.map((speed) => ({ id: String(speed), name: intl.formatMessage(m.speedValue, { speed: intl.formatNumber(speed) }) }));
  return (
    <>
      <p>{audio ? intl.formatMessage(m.audioName, { name: audio.name }) : intl.formatMessage(m.noAudio)}</p>
      <FileTrigger acceptedFileTypes={['.mp3', '.m4a', 'audio/mpeg', 'audio/mp4']} onSelect={(list) => void attach(list?.[0])}>
        <Button className={size}>{intl.formatMessage(m.chooseAudio)}</Button>
      </FileTrigger>
      <p className="field-note">{intl.formatMessage(m.audioFormats, { formats: FORMATS })}</p>
      {audio && (
        <>
          <Button className={size} onPress={togglePlay}>
            {intl.formatMessage(playing === audio.ref ? m.pause : m.play)}
          </Button>
          <RadioGroup className="field" value={audio.play} onChange={(play) => update({ play: play === 'automatic' ? 'automatic' : 'manual' })}>
            <Label className="field-label">{intl.formatMessage(m.playMode)}</Label>
            <Radio value="automatic" className="radio">
              {intl.formatMessage(m.automatic)}
            </Radio>
            <Radio value="manual" className="radio">
              {intl.formatMessage(m.manual)}
            </Radio>
          </RadioGroup>
          {!easy && (
            <SelectField
              label={intl.formatMessage(m.speed)}
              value={String(audio.speed)}
              options={speeds}
              onChange={(key) => {
                const speed = Number(key);
                update({ speed });
                if (playing === audio.ref) player.setSpeed(speed);
              }}
            />
          )}
          <Button className={size} onPress={() => setConfirming(true)}>
            {intl.formatMessage(m.removeAudio)}
          </Button>
        </>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {confirming && audio && (
        <ConfirmDialog
          destructive
          title={intl.formatMessage(m.confirmRemoveAudio)}
          body={intl.formatMessage(m.confirmRemoveAudioBody, { name: audio.name })}
          confirmLabel={intl.formatMessage(m.removeAudio)}
          onAnswer={remove}
        />
      )}
    </>
  );
}
