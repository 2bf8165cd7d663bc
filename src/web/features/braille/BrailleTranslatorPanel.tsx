import { useState } from 'react';
import { Button, Label, Radio, RadioGroup, TextArea, TextField } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { BrailleError, DEFAULT_BRAILLE_TABLE, brailleMessages, findBrailleTable, textToLines, type Direction } from '../../../core/braille/index.ts';
import { useBraille } from './engine/useBraille.ts';
import { announce } from '../../ui/announcer.ts';
import { BrailleTableSelect } from './BrailleTableSelect.tsx';
import { BrfDownloadButton } from './BrfDownloadButton.tsx';
import { braillePanelMessages } from './messages.ts';
import { unavailableReason } from './unavailableReason.ts';

type Outcome = { kind: 'done'; lines: readonly string[]; where: 'browser' | 'server' } | { kind: 'failed'; message: string } | undefined;

/**
 * Text to braille (or back) with any catalogue table. The page never chooses
 * an engine: the translator uses the browser's when it is trusted with the
 * table and the server's otherwise, and the result says which answered.
 */
export function BrailleTranslatorPanel() {
  const intl = useIntl();
  const { translator, options } = useBraille();
  const [code, setCode] = useState(DEFAULT_BRAILLE_TABLE.code);
  const [direction, setDirection] = useState<Direction>('forward');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const choice = options.find((option) => option.table.code === code)?.choice;
  const table = findBrailleTable(code) ?? DEFAULT_BRAILLE_TABLE;

  async function translate() {
    setBusy(true);
    announce(intl.formatMessage(braillePanelMessages.translating));
    try {
      const result = await translator.translate({ table: code, lines: textToLines(text), direction });
      setOutcome({ kind: 'done', lines: result.lines, where: result.where });
      announce(intl.formatMessage(braillePanelMessages.translated, { lines: result.lines.length }));
    } catch (error) {
      const message = error instanceof BrailleError ? intl.formatMessage(error.messageRef.message, error.messageRef.values) : intl.formatMessage(brailleMessages.translationFailed);
      setOutcome({ kind: 'failed', message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="braille-panel" aria-labelledby="braille-panel-heading">
      <h2 id="braille-panel-heading">{intl.formatMessage(braillePanelMessages.heading)}</h2>
      <BrailleTableSelect options={options} value={code} onChange={(next) => { setCode(next); setOutcome(undefined); }} />
      {choice && !choice.available && (
        <p className="field-note" id="braille-table-note">{intl.formatMessage(unavailableReason(choice))}</p>
      )}
      <RadioGroup className="field" value={direction} onChange={(value) => setDirection(value as Direction)} orientation="horizontal">
        <Label className="field-label">{intl.formatMessage(braillePanelMessages.directionLabel)}</Label>
        <Radio value="forward" className="radio">{intl.formatMessage(braillePanelMessages.forward)}</Radio>
        <Radio value="backward" className="radio">{intl.formatMessage(braillePanelMessages.backward)}</Radio>
      </RadioGroup>
      <TextField className="field" value={text} onChange={setText}>
        <Label className="field-label">{intl.formatMessage(braillePanelMessages.textLabel)}</Label>
        <TextArea className="input input--multiline" rows={5} lang={direction === 'forward' ? table.lang : undefined} />
      </TextField>
      <Button
        className="button button--primary"
        isDisabled={busy || (choice !== undefined && !choice.available)}
        {...(choice && !choice.available ? { 'aria-describedby': 'braille-table-note' } : {})}
        onPress={() => void translate()}
      >
        {intl.formatMessage(busy ? braillePanelMessages.translating : braillePanelMessages.translate)}
      </Button>
      {outcome?.kind === 'failed' && (
        <p className="field-error" role="alert">{outcome.message}</p>
      )}
      {outcome?.kind === 'done' && (
        <div className="braille-result">
          <TextField className="field" value={outcome.lines.join('\n')} isReadOnly>
            <Label className="field-label">{intl.formatMessage(braillePanelMessages.resultLabel)}</Label>
            <TextArea className="input input--multiline braille-output" rows={5} lang={direction === 'backward' ? table.lang : undefined} />
          </TextField>
          <p className="field-note">{intl.formatMessage(outcome.where === 'browser' ? braillePanelMessages.inBrowser : braillePanelMessages.onServer)}</p>
          {direction === 'forward' && <BrfDownloadButton lines={outcome.lines} fileName={`${table.code}.brf`} />}
        </div>
      )}
    </section>
  );
}
