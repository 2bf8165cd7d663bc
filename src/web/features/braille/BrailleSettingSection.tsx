import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { findBrailleTable, settingForTable, type BraillePins } from '../../../core/braille/index.ts';
import { useBraille } from './engine/useBraille.ts';
import { useBrailleSetting, writeBrailleSetting } from '../../preferences/brailleSetting.ts';
import { announce } from '../../ui/announcer.ts';
import { BrailleTableSelect, useTableLabel } from './BrailleTableSelect.tsx';
import { brailleSettingMessages as m } from './messages.ts';
import { unavailableReason } from './unavailableReason.ts';

/**
 * Settings → Braille (spec §3 "Braille setting", §2 settings "braille
 * language"): the table the Canvas's text boxes, multi-braille, text files
 * and text line translate with, and 6 or 8 dots a cell. Kept at once
 * (preferences/brailleSetting.ts) and said. Render it inside
 * WithCataloguePart part="braille".
 */
export function BrailleSettingSection() {
  const intl = useIntl();
  const { options } = useBraille();
  const { setting, table } = useBrailleSetting();
  const label = useTableLabel();
  const choice = options.find((option) => option.table.code === table.code)?.choice;

  const chooseTable = (code: string) => {
    const chosen = findBrailleTable(code);
    if (chosen === undefined) return;
    writeBrailleSetting(settingForTable(chosen));
    announce(intl.formatMessage(m.saved, { table: label(chosen), pins: chosen.pin }));
  };
  const choosePins = (pins: BraillePins) => {
    writeBrailleSetting({ ...setting, pin: pins });
    announce(intl.formatMessage(m.saved, { table: label(table), pins }));
  };

  return (
    <section className="panel" aria-labelledby="settings-braille">
      <h2 id="settings-braille">{intl.formatMessage(m.heading)}</h2>
      <p>{intl.formatMessage(m.summary)}</p>
      <BrailleTableSelect options={options} value={table.code} onChange={chooseTable} />
      {choice && !choice.available && <p className="field-note">{intl.formatMessage(unavailableReason(choice))}</p>}
      <RadioGroup className="field" value={String(setting.pin)} onChange={(value) => choosePins(value === '8' ? 8 : 6)} orientation="horizontal">
        <Label className="field-label">{intl.formatMessage(m.pins)}</Label>
        <Radio value="6" className="radio">
          {intl.formatMessage(m.sixDots)}
        </Radio>
        <Radio value="8" className="radio">
          {intl.formatMessage(m.eightDots)}
        </Radio>
      </RadioGroup>
    </section>
  );
}
