import { useEffect, useRef, useState } from 'react';
import { Button, Label, Radio, RadioGroup } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { DeviceInfo } from '../../../core/device/index.ts';
import { useDevice } from './shell/DeviceContext.ts';
import { deviceShellMessages } from './shell/messages.ts';
import { DEVICE_METHODS, type DeviceMethod } from './shell/types.ts';
import { commandMessages } from '../../commands/messages.ts';
import { useCataloguePart } from '../../i18n/useCataloguePart.ts';
import { announce } from '../../ui/announcer.ts';
import { AppDialog } from '../../ui/AppDialog.tsx';
import { AppLink } from '../../ui/AppLink.tsx';
import { PATHS } from '../../routes/paths.ts';
import { GridSwitch, PrintModeField } from './DevicePreferenceFields.tsx';
import { methodMessages, unavailableReason } from './methods.ts';
import { useMethodSupport } from './useMethodSupport.ts';
import { deviceMessages as m } from './messages.ts';
import './device.css';

interface Props {
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
}

/**
 * When a part of the dialog replaces the one that had focus (connected, or
 * disconnected), focus would fall to the page: put it on `target` instead.
 * Opening the dialog leaves focus to the dialog itself.
 */
function useFocusWhenOrphaned<T extends HTMLElement>() {
  const target = useRef<T>(null);
  useEffect(() => {
    if (document.activeElement === null || document.activeElement === document.body) target.current?.focus();
  }, []);
  return target;
}

/** The device dialog: choose a method and connect; or, connected, what the display is, and its print settings. */
export default function DeviceDialog({ isOpen, onOpenChange }: Props) {
  useCataloguePart('device');
  const intl = useIntl();
  const { state } = useDevice();
  return (
    <AppDialog title={intl.formatMessage(deviceShellMessages.openDevice)} isOpen={isOpen} onOpenChange={onOpenChange}>
      <div className="dialog-body">{state.status === 'connected' && state.info ? <ConnectedDevice info={state.info} onLeave={() => onOpenChange(false)} /> : <ConnectForm />}</div>
    </AppDialog>
  );
}

function ConnectForm() {
  const intl = useIntl();
  const { state, connect, disconnect } = useDevice();
  // Followed while the dialog is open: Bluetooth's adapter answers a moment later, and may be switched on or off.
  const support = useMethodSupport();
  const usable = (method: DeviceMethod | undefined) => method !== undefined && unavailableReason(method, support) === undefined;
  const [chosen, setMethod] = useState<DeviceMethod>(
    () => [state.method, state.preferences.lastMethod].find(usable) ?? DEVICE_METHODS.find(usable) ?? 'virtual320',
  );
  // A method that stops being usable (Bluetooth switched off) is not the one Connect uses.
  const method = usable(chosen) ? chosen : (DEVICE_METHODS.find(usable) ?? 'virtual320');
  const firstRadio = useFocusWhenOrphaned<HTMLInputElement>();
  const connectButton = useRef<HTMLButtonElement>(null);
  // After Cancel, focus goes back to the methods (enabled again once the state says so), to choose another.
  const focusMethodsNext = useRef(false);
  const connecting = state.status === 'connecting';
  const problemId = 'device-connect-problem';

  const wasConnecting = useRef(connecting);
  useEffect(() => {
    // Only when an attempt ends: opening the dialog leaves focus to the dialog.
    const ended = wasConnecting.current && !connecting;
    wasConnecting.current = connecting;
    if (!ended) return;
    if (focusMethodsNext.current) {
      focusMethodsNext.current = false;
      firstRadio.current?.focus();
    } else if (document.activeElement === null || document.activeElement === document.body) {
      // The attempt ended (failed, or timed out) while focus was on Cancel, which is gone: Retry is next.
      connectButton.current?.focus();
    }
  }, [connecting, firstRadio]);

  return (
    <>
      <RadioGroup className="field" value={method} onChange={(value) => setMethod(value as DeviceMethod)} isDisabled={connecting}>
        <Label className="field-label">{intl.formatMessage(m.methodLabel)}</Label>
        <div className="device-methods">
          {DEVICE_METHODS.map((option) => {
            const reason = unavailableReason(option, support);
            const reasonId = `device-method-${option}-reason`;
            return (
              <div key={option} className="device-method">
                <Radio
                  value={option}
                  className="radio"
                  isDisabled={reason !== undefined}
                  // Why it cannot be chosen is read with it (and shown under it).
                  {...(reason ? { 'aria-describedby': reasonId } : {})}
                  // The chosen method takes focus when the dialog opens: arrows choose, Tab goes on to Connect.
                  autoFocus={option === method}
                  {...(option === method ? { inputRef: firstRadio } : {})}
                >
                  {intl.formatMessage(methodMessages[option])}
                </Radio>
                {reason && (
                  <p className="field-note device-method-reason" id={reasonId}>
                    {intl.formatMessage(commandMessages.unavailable, { reason: intl.formatMessage(reason) })}
                  </p>
                )}
              </div>
            );
          })}
        </div>
      </RadioGroup>
      {state.problem && (
        <p className="field-error" id={problemId}>
          {intl.formatMessage(state.problem.messageRef.message, state.problem.messageRef.values)}
        </p>
      )}
      {state.status === 'failed' && <p className="field-note">{intl.formatMessage(m.otherMethodHint)}</p>}
      <div className="button-row">
        {/* Not disabled while connecting (focus would drop to the page) and not React Aria's
            pending state (its announcement points at this button, which the connected view
            replaces): it says "Connecting…", the provider says so aloud, and a press waits. */}
        <Button
          ref={connectButton}
          className="button button--primary"
          {...(state.problem ? { 'aria-describedby': problemId } : {})}
          onPress={() => void connect(method)}
        >
          {intl.formatMessage(connecting ? m.connectingButton : state.status === 'failed' ? m.retryButton : m.connectButton)}
        </Button>
        {connecting && (
          <Button
            className="button"
            onPress={() => {
              focusMethodsNext.current = true;
              void disconnect();
            }}
          >
            {intl.formatMessage(m.cancelConnecting)}
          </Button>
        )}
      </div>
    </>
  );
}

/** `onLeave`: the dialog closes as a link in it takes the user to another page. */
function ConnectedDevice({ info, onLeave }: { readonly info: DeviceInfo; readonly onLeave: () => void }) {
  const intl = useIntl();
  const { disconnect, vibrate } = useDevice();
  const heading = useFocusWhenOrphaned<HTMLHeadingElement>();
  const unknown = intl.formatMessage(m.unknownValue);
  const { layout } = info;
  return (
    <>
      <h4 ref={heading} tabIndex={-1}>
        {intl.formatMessage(m.connectedHeading)}
      </h4>
      <dl className="device-facts">
        <dt>{intl.formatMessage(m.deviceName)}</dt>
        <dd>{info.name}</dd>
        <dt>{intl.formatMessage(m.firmwareVersion)}</dt>
        <dd>{info.firmware.trim() || unknown}</dd>
        <dt>{intl.formatMessage(m.hardwareVersion)}</dt>
        <dd>{info.hardwareVersion ?? unknown}</dd>
        <dt>{intl.formatMessage(m.graphicArea)}</dt>
        <dd>
          {intl.formatMessage(m.graphicAreaValue, {
            lines: layout.graphicLines,
            cells: layout.cellsPerLine,
            width: layout.cellsPerLine * 2,
            height: layout.graphicLines * 4,
          })}
        </dd>
        <dt>{intl.formatMessage(m.textLine)}</dt>
        <dd>{layout.textCells > 0 ? intl.formatMessage(m.textLineValue, { cells: layout.textCells }) : intl.formatMessage(m.noTextLine)}</dd>
      </dl>
      {/* No public protocol flashes Dot Pad firmware: the firmware screen compares the version and hands over to the maker's updater. */}
      <p className="field-note">{intl.formatMessage(m.firmwareNote)}</p>
      <p>
        <AppLink href={PATHS.firmware} onPress={onLeave}>{intl.formatMessage(m.firmwareLink)}</AppLink>
      </p>
      <div className="button-row">
        <Button
          className="button"
          onPress={() => {
            void vibrate().then((sent) => sent && announce(intl.formatMessage(m.vibrated)));
          }}
        >
          {intl.formatMessage(m.vibrate)}
        </Button>
        <Button className="button" onPress={() => void disconnect()}>
          {intl.formatMessage(deviceShellMessages.disconnect)}
        </Button>
      </div>
      <h4>{intl.formatMessage(m.preferencesHeading)}</h4>
      <PrintModeField />
      <GridSwitch />
    </>
  );
}
