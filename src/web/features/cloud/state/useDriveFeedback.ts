import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Message } from '../../../../core/messages/index.ts';
import type { ApiFailure } from '../../../api/apiTypes.ts';
import { announce, type Politeness } from '../../../ui/announcer.ts';
import { showToast } from '../../../ui/toasts.ts';
import { driveFailureMessage } from './driveErrors.ts';

type Values = Readonly<Record<string, string | number>>;

export interface DriveFeedback {
  /** A success toast (spec §8 success messages); toasts are spoken as they appear. */
  success(message: Message, values?: Values): void;
  /** The failure, translated, as an error toast; nothing when the session ended (its alert says it). */
  failure(failure: ApiFailure, fallback?: Message): void;
  /** Spoken only. */
  say(message: Message, values?: Values, politeness?: Politeness): void;
}

export function useDriveFeedback(): DriveFeedback {
  const intl = useIntl();
  return useMemo(
    () => ({
      success: (message, values) => showToast(intl.formatMessage(message, values), 'success'),
      failure: (failure, fallback) => {
        const text = driveFailureMessage(failure, fallback);
        if (text) showToast(intl.formatMessage(text.message, text.values), 'error');
      },
      say: (message, values, politeness) => announce(intl.formatMessage(message, values), politeness),
    }),
    [intl],
  );
}
