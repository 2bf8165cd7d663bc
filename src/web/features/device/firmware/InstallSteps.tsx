import { useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { announce } from '../../../ui/announcer.ts';
import type { FirmwareRelease } from './firmwareApi.ts';
import { FirmwareDownload } from './FirmwareDownload.tsx';
import { INSTALL_STEPS, clampStep } from './installSteps.ts';
import { firmwareMessages as m } from './messages.ts';

/**
 * The guided hand-off to the maker's updater, one step at a time. Each step
 * is said as it comes (the app's announcer) while focus stays on Next; at
 * either end the button that cannot go on is disabled and focus moves to
 * the other.
 */
export function InstallSteps({ release }: { readonly release: FirmwareRelease }) {
  const intl = useIntl();
  const [step, setStep] = useState(0);
  const last = INSTALL_STEPS.length - 1;
  const current = INSTALL_STEPS[step] ?? INSTALL_STEPS[0];
  const go = (to: number) => {
    const target = clampStep(to);
    setStep(target);
    const position = intl.formatMessage(m.stepOf, { step: target + 1, steps: INSTALL_STEPS.length });
    announce(`${position}. ${intl.formatMessage(INSTALL_STEPS[target] ?? INSTALL_STEPS[0])}`);
  };
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  // A button disabled under the focus would drop it to the page: it goes to the other one.
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    const lost = (button: HTMLButtonElement | null) => document.activeElement === button || document.activeElement === document.body;
    if (step === last && lost(next.current)) previous.current?.focus();
    if (step === 0 && lost(previous.current)) next.current?.focus();
  }, [step, last]);
  return (
    <section className="firmware-steps" aria-labelledby="firmware-steps">
      <h3 id="firmware-steps">{intl.formatMessage(m.howHeading)}</h3>
      <div className="firmware-step">
        <p className="firmware-step-number">{intl.formatMessage(m.stepOf, { step: step + 1, steps: INSTALL_STEPS.length })}</p>
        <p>{intl.formatMessage(current)}</p>
      </div>
      {step === 0 && <FirmwareDownload release={release} />}
      {step === 2 && release.vendorUrl && (
        <a href={release.vendorUrl} target="_blank" rel="noreferrer noopener">
          {intl.formatMessage(m.makerPage)} {intl.formatMessage(m.opensNewTab)}
        </a>
      )}
      <div className="button-row">
        <Button ref={previous} className="button" isDisabled={step === 0} onPress={() => go(step - 1)}>
          {intl.formatMessage(m.previousStep)}
        </Button>
        <Button ref={next} className="button" isDisabled={step === last} onPress={() => go(step + 1)}>
          {intl.formatMessage(m.nextStep)}
        </Button>
      </div>
    </section>
  );
}
