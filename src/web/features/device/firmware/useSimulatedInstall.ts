import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageRef } from '../../../../core/messages/index.ts';
import type { FirmwareProgress, FirmwareUpdater, SimulatedFirmwareOutcome } from '../../../../core/device/firmware/firmwareUpdater.ts';
import { firmwareFilePath } from '../../../../shared/api/deviceAppPaths.ts';
import { fetchAttachment } from '../../../api/downloadAttachment.ts';
import { useDownloadDeps } from '../../../session/useDownloadDeps.ts';
import { announce } from '../../../ui/announcer.ts';
import type { FirmwareRelease } from './firmwareApi.ts';
import { firmwareMessages as m } from './messages.ts';
import { percentOf, worthSaying } from './progressSpeech.ts';

export type InstallState =
  | { readonly phase: 'idle' }
  | { readonly phase: 'running'; readonly progress: FirmwareProgress | undefined }
  | { readonly phase: 'done' | 'failed'; readonly text: string };

/** A DeviceError (FIRMWARE_CHECKSUM, FIRMWARE_POWER_LOST, FIRMWARE_CANCELLED, NOT_CONNECTED) carries its words. */
const isProblem = (error: unknown): error is { readonly messageRef: MessageRef } => typeof error === 'object' && error !== null && 'messageRef' in error;

/**
 * The simulated update of the virtual display, one at a time: the file
 * fetched from the catalogue, then the updater's stages, said at each new
 * stage and every quarter; the end said in plain words (the new version, or
 * why it failed and that the old firmware stays).
 */
export function useSimulatedInstall(updater: FirmwareUpdater, release: FirmwareRelease) {
  const intl = useIntl();
  const deps = useDownloadDeps();
  const [state, setState] = useState<InstallState>({ phase: 'idle' });
  const stop = useRef<AbortController | undefined>(undefined);

  const finish = (phase: 'done' | 'failed', text: string) => {
    stop.current = undefined;
    setState({ phase, text });
    announce(text, phase === 'failed' ? 'assertive' : 'polite');
  };

  async function install(outcome: SimulatedFirmwareOutcome): Promise<void> {
    if (stop.current) return;
    const abort = new AbortController();
    stop.current = abort;
    setState({ phase: 'running', progress: undefined });
    if (!globalThis.crypto?.subtle) return finish('failed', intl.formatMessage(m.simUnavailable));
    const file = await fetchAttachment(deps, firmwareFilePath(release.releaseNo), `${release.model}-${release.version}.bin`);
    if (!file.ok) return finish('failed', intl.formatMessage(m.simFileFailed));
    let said: FirmwareProgress | undefined;
    try {
      const bytes = new Uint8Array(await file.data.blob.arrayBuffer());
      const result = await updater.update(
        { version: release.version, bytes, sha256: release.sha256 },
        {
          signal: abort.signal,
          simulate: outcome,
          onProgress: (progress) => {
            setState({ phase: 'running', progress });
            if (!worthSaying(said, progress)) return;
            said = progress;
            announce(intl.formatMessage(m.stagePercent, { stage: intl.formatMessage(m.stage, { stage: progress.stage }), percent: percentOf(progress.fraction) }));
          },
        },
      );
      finish('done', intl.formatMessage(m.simDone, { version: result.firmware.trim() }));
    } catch (error) {
      if (!isProblem(error)) console.error('The simulated firmware update failed', error);
      finish('failed', isProblem(error) ? intl.formatMessage(error.messageRef.message, error.messageRef.values) : intl.formatMessage(m.simFileFailed));
    }
  }

  return {
    state,
    install: (outcome: SimulatedFirmwareOutcome) => void install(outcome),
    cancel: () => stop.current?.abort(),
  };
}
