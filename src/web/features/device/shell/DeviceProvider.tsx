import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createIntl, useIntl, type IntlShape } from 'react-intl';
import type { Message } from '../../../../core/messages/index.ts';
import { useCatalogueStore } from '../../../i18n/useCataloguePart.ts';
import { PrintModePreferenceContext, type PrintModePreference } from '../../../preferences/printMode.ts';
import { announce } from '../../../ui/announcer.ts';
import { provideCurrentDevice } from './currentDevice.ts';
import type { OpenSession } from './controllerParts.ts';
import { createDeviceController, type SayValue } from './deviceController.ts';
import { DeviceContext, DeviceControllerContext } from './DeviceContext.ts';
import type { DeviceControls } from './types.ts';

interface Props {
  readonly children: ReactNode;
  /** Where preferences are kept; local storage by default. */
  readonly storage?: Storage | undefined;
  /** Tests give a session opener; the app loads the real one on first use. */
  readonly openSession?: OpenSession;
}

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The tactile display for the whole app, mounted above the routes so a
 * connection survives navigation. It says what happens to the connection
 * through the app's announcer, in the current language.
 */
export function DeviceProvider({ children, storage, openSession }: Props) {
  const intl = useIntl();
  const catalogues = useCatalogueStore();
  const [controller] = useState(() => createDeviceController({ storage: storage ?? browserStorage(), ...(openSession ? { openSession } : {}) }));

  useEffect(() => {
    // A device error's message lives in the device part of the catalogue,
    // which may not be loaded yet when the display reports one: load it first.
    const intlFor = async (message: Message): Promise<IntlShape> => {
      if (intl.messages[message.id] !== undefined || !catalogues) return intl;
      await catalogues.ensurePart('device');
      return createIntl({ locale: intl.locale, defaultLocale: intl.defaultLocale, messages: catalogues.getSnapshot().messages, onError: () => undefined });
    };
    /** Values may be messages themselves (a command's label), or lists of them (the keys of a chord). */
    const text = (formatter: IntlShape, value: SayValue): string | number =>
      typeof value === 'string' || typeof value === 'number'
        ? value
        : Array.isArray(value)
          ? value.map((part: string | Message) => text(formatter, part)).join(' + ')
          : formatter.formatMessage(value as Message);
    return controller.setSay((message, values, politeness) => {
      void intlFor(message).then((formatter) => {
        const formatted = values && Object.fromEntries(Object.entries(values).map(([name, value]) => [name, text(formatter, value)]));
        announce(formatter.formatMessage(message, formatted), politeness);
      });
    });
  }, [controller, intl, catalogues]);

  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  const controls = useMemo<DeviceControls>(() => ({ ...controller, state }), [controller, state]);
  // The commands' code runs outside React: it asks the controller for the state at that moment.
  useEffect(() => provideCurrentDevice(() => ({ ...controller, state: controller.getState() })), [controller]);
  // The account sync (preferences/) reads and sets the print mode, which lives with the device's preferences.
  const printMode = useMemo<PrintModePreference>(
    () => ({ printMode: state.preferences.printMode, setPrintMode: (mode) => controller.setPreferences({ printMode: mode }) }),
    [controller, state.preferences.printMode],
  );

  return (
    <DeviceControllerContext.Provider value={controller}>
      <DeviceContext.Provider value={controls}>
        <PrintModePreferenceContext.Provider value={printMode}>{children}</PrintModePreferenceContext.Provider>
      </DeviceContext.Provider>
    </DeviceControllerContext.Provider>
  );
}
