import { lazy } from 'react';
import { useIntl } from 'react-intl';
import { LanguagePicker } from '../../ui/LanguagePicker.tsx';
import { WithCataloguePart } from '../../i18n/WithCataloguePart.tsx';
import { routeTitles } from '../../routes/messages.ts';
import { PageIntro } from '../../ui/PageIntro.tsx';
import { AudioPlaybackSection } from './AudioPlaybackSection.tsx';
import { settingsMessages } from './messages.ts';

// The device section and its messages (catalogue part "device") load with it.
const DeviceSettingsSection = lazy(async () => ({ default: (await import('../device/index.ts')).DeviceSettingsSection }));
// The braille section and its messages (catalogue part "braille") likewise.
const BrailleSettingSection = lazy(async () => ({ default: (await import('../braille/index.ts')).BrailleSettingSection }));

export default function SettingsPage() {
  const intl = useIntl();
  return (
    <>
      <PageIntro heading={routeTitles.settings} summary={settingsMessages.summary} />
      <p>{intl.formatMessage(settingsMessages.savedWithAccount)}</p>
      <section className="panel" aria-labelledby="settings-language">
        <h2 id="settings-language">{intl.formatMessage(settingsMessages.languageSection)}</h2>
        <LanguagePicker />
      </section>
      <WithCataloguePart part="braille">
        <BrailleSettingSection />
      </WithCataloguePart>
      <WithCataloguePart part="device">
        <DeviceSettingsSection />
      </WithCataloguePart>
      <AudioPlaybackSection />
    </>
  );
}
