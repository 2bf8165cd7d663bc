import { useEffect, useRef, useState } from 'react';
import { Button, Label, ProgressBar, Radio, RadioGroup } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { SIMULATED_FIRMWARE_OUTCOMES, type FirmwareUpdater, type SimulatedFirmwareOutcome } from '../../../../core/device/firmware/firmwareUpdater.ts';
import type { Message } from '../../../../core/messages/index.ts';
import { announce } from '../../../ui/announcer.ts';
import { useDevice } from '../shell/DeviceContext.ts';
import type { FirmwareRelease } from './firmwareApi.ts';
import { firmwareMessages as m } from './messages.ts';
import { percentOf } from './progressSpeech.ts';
import { useSimulatedInstall } from './useSimulatedInstall.ts';

const OUTCOME_LABELS: Readonly<Record<SimulatedFirmwareOutcome, Message>> = {
  success: m.outcomeSuccess,
  powerLoss: m.outcomePowerLoss,
  checksumFailure: m.outcomeChecksumFailure,
};

/** Only with a virtual display connected: a real display has no updater (docs/device.md, "Firmware update"). */
interface Props {
  readonly release: FirmwareRelease;
  /** The install began: the screen keeps this section (and its result) even once no update is offered any more. */
  readonly onStart: () => void;
}

export function SimulatedInstall({ release, onStart }: Props) {
  const updater = useDevice().firmwareUpdater();
  if (!updater) return null;
  return <SimulatedInstallForm updater={updater} release={release} onStart={onStart} />;
}

function SimulatedInstallForm({ updater, release, onStart }: Props & { readonly updater: FirmwareUpdater }) {
  const intl = useIntl();
  const [outcome, setOutcome] = useState<SimulatedFirmwareOutcome>('success');
  const { state, install, cancel } = useSimulatedInstall(updater, release);
  const running = state.phase === 'running';
  const progress = running ? state.progress : undefined;
  // Writing the flash cannot be stopped half-way (that is what bricks a display): from then on Cancel says so.
  const cancellable = progress?.stage !== 'installing' && progress?.stage !== 'restarting';
  // Install is disabled while the update runs and Cancel goes with it: focus moves between them rather than to the page.
  const installButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const wasRunning = useRef(running);
  useEffect(() => {
    if (wasRunning.current === running) return;
    wasRunning.current = running;
    const lost = document.activeElement === document.body || document.activeElement === installButton.current;
    if (running && lost) cancelButton.current?.focus();
    if (!running && document.activeElement === document.body) installButton.current?.focus();
  }, [running]);
  return (
    <section className="firmware-simulation" aria-labelledby="firmware-simulation">
      <h3 id="firmware-simulation">{intl.formatMessage(m.simHeading)}</h3>
      <p>{intl.formatMessage(m.simIntro)}</p>
      {release.size === null ? (
        <p className="field-note">{intl.formatMessage(m.simNeedsFile)}</p>
      ) : (
        <>
          <RadioGroup className="field" value={outcome} onChange={(value) => setOutcome(value as SimulatedFirmwareOutcome)} isDisabled={running}>
            <Label className="field-label">{intl.formatMessage(m.outcome)}</Label>
            {SIMULATED_FIRMWARE_OUTCOMES.map((choice) => (
              <Radio key={choice} value={choice} className="radio">
                {intl.formatMessage(OUTCOME_LABELS[choice])}
              </Radio>
            ))}
          </RadioGroup>
          <div className="button-row">
            <Button ref={installButton} className="button button--primary" isDisabled={running} onPress={() => {
                onStart();
                install(outcome);
              }}
            >
              {intl.formatMessage(m.install)}
            </Button>
            {running && (
              <Button ref={cancelButton} className="button" onPress={() => (cancellable ? cancel() : announce(intl.formatMessage(m.cannotCancel), 'assertive'))}>
                {intl.formatMessage(m.cancel)}
              </Button>
            )}
          </div>
          {running && (
            <ProgressBar
              className="firmware-progress"
              value={percentOf(progress?.fraction ?? 0)}
              valueLabel={progress ? intl.formatMessage(m.stagePercent, { stage: intl.formatMessage(m.stage, { stage: progress.stage }), percent: percentOf(progress.fraction) }) : undefined}
              isIndeterminate={progress === undefined}
            >
              {({ percentage, valueText }) => (
                <>
                  <div className="meter-text">
                    <Label>{intl.formatMessage(m.progress)}</Label>
                    <span>{valueText}</span>
                  </div>
                  <div className="meter-track">
                    <div className="meter-fill" style={{ inlineSize: `${percentage ?? 0}%` }} />
                  </div>
                </>
              )}
            </ProgressBar>
          )}
          {(state.phase === 'done' || state.phase === 'failed') && <p className={state.phase === 'failed' ? 'field-error' : 'firmware-status'}>{state.text}</p>}
        </>
      )}
    </section>
  );
}
