import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { AUDIO_RATES, useAudioPlayback, writeAudioPlayback } from '../../preferences/audioPlayback.ts';
import { announce } from '../../ui/announcer.ts';
import { settingsMessages as m } from './messages.ts';

/**
 * Page audio playback (spec §2 Settings "audio playback"; spec §3 autoAudYn):
 * automatic or manual, and the listening speed. Each change is said once.
 */
export function AudioPlaybackSection() {
  const intl = useIntl();
  const playback = useAudioPlayback();
  const rateLabel = (rate: number) => intl.formatMessage(m.audioRateValue, { rate });
  return (
    <section className="panel" aria-labelledby="settings-audio">
      <h2 id="settings-audio">{intl.formatMessage(m.audioSection)}</h2>
      <RadioGroup
        className="field"
        value={playback.autoPlay ? 'automatic' : 'manual'}
        onChange={(value) => {
          writeAudioPlayback({ ...playback, autoPlay: value === 'automatic' });
          announce(intl.formatMessage(value === 'automatic' ? m.audioAutomatic : m.audioManual));
        }}
      >
        <Label className="field-label">{intl.formatMessage(m.audioPlayMode)}</Label>
        <Radio value="manual" className="radio">
          {intl.formatMessage(m.audioManual)}
        </Radio>
        <Radio value="automatic" className="radio">
          {intl.formatMessage(m.audioAutomatic)}
        </Radio>
      </RadioGroup>
      <RadioGroup
        className="field"
        orientation="horizontal"
        value={String(playback.rate)}
        onChange={(value) => {
          writeAudioPlayback({ ...playback, rate: Number(value) });
          announce(intl.formatMessage(m.audioRateSaved, { rate: Number(value) }));
        }}
      >
        <Label className="field-label">{intl.formatMessage(m.audioRate)}</Label>
        {AUDIO_RATES.map((rate) => (
          <Radio key={rate} value={String(rate)} className="radio">
            {rateLabel(rate)}
          </Radio>
        ))}
      </RadioGroup>
    </section>
  );
}
