import { useState } from 'react';
import { useIntl } from 'react-intl';
import { checkSummary, offeredRelease } from './checkSummary.ts';
import type { FirmwareCheck, FirmwareRelease } from './firmwareApi.ts';
import { InstallSteps } from './InstallSteps.tsx';
import { firmwareMessages as m } from './messages.ts';
import { ReleaseDetails } from './ReleaseDetails.tsx';
import { SimulatedInstall } from './SimulatedInstall.tsx';

interface Props {
  readonly check: FirmwareCheck | undefined;
  readonly failed: boolean;
  readonly checking: boolean;
}

/** The display against the catalogue in plain words; with a newer release, what it changes and how to install it. */
export function UpdateSection({ check, failed, checking }: Props) {
  const intl = useIntl();
  const release = check ? offeredRelease(check) : null;
  // The release tried on the virtual display stays with its result once the display runs it (and no update is offered).
  const [tried, setTried] = useState<FirmwareRelease | undefined>();
  const simulated = release ?? tried;
  const summary = check && checkSummary(check);
  return (
    <section className="panel" aria-labelledby="firmware-update">
      <h2 id="firmware-update">{intl.formatMessage(m.updateHeading)}</h2>
      {summary ? (
        <p className="firmware-status">{intl.formatMessage(summary.message, summary.values)}</p>
      ) : failed ? (
        <p className="field-error">{intl.formatMessage(m.checkFailed)}</p>
      ) : (
        checking && <p>{intl.formatMessage(m.checking)}</p>
      )}
      <p className="field-note">{intl.formatMessage(m.neverWrites)}</p>
      {release && (
        <>
          <ReleaseDetails release={release} />
          <InstallSteps release={release} />
        </>
      )}
      {simulated && <SimulatedInstall release={simulated} onStart={() => setTried(simulated)} />}
    </section>
  );
}
