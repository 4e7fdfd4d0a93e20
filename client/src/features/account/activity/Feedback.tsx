// One snackbar for the account home: what was saved, copied or refused.
// (The program tree, tree/, keeps its own.)
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../i18n/errorMessageKey.ts';

const SNACKBAR_MS = 4000;

interface Message {
  severity: 'success' | 'error';
  /** a translation key, translated when shown */
  key: string;
  /** tells two equal messages in a row apart, so the second one shows again */
  serial: number;
}

type Show = (severity: Message['severity'], key: string) => void;

const FeedbackContext = createContext<Show>(() => {});

export function FeedbackProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  // The last message stays while the snackbar slides out.
  const [message, setMessage] = useState<Message | null>(null);
  const [open, setOpen] = useState(false);
  const show = useMemo<Show>(() => {
    let serial = 0;
    return (severity, key) => {
      setMessage({ severity, key, serial: ++serial });
      setOpen(true);
    };
  }, []);
  const close = () => setOpen(false);
  return (
    <FeedbackContext value={show}>
      {children}
      <Snackbar
        key={message?.serial}
        open={open && message !== null}
        // An error stays until it is closed, so it can be read at any pace.
        autoHideDuration={message?.severity === 'error' ? null : SNACKBAR_MS}
        onClose={(_event, reason) => reason !== 'clickaway' && close()}
      >
        <Alert severity={message?.severity ?? 'success'} onClose={close} variant="filled">
          {message ? t(message.key) : ''}
        </Alert>
      </Snackbar>
    </FeedbackContext>
  );
}

export interface Feedback {
  /** a success message by its translation key */
  success: (key: string) => void;
  /** an error message by its translation key */
  problem: (key: string) => void;
  /** an error code from the API or a domain rule, translated as errors.<code> */
  failure: (code: string | null | undefined) => void;
}

export function useFeedback(): Feedback {
  const show = useContext(FeedbackContext);
  return useMemo(
    () => ({
      success: (key) => show('success', key),
      problem: (key) => show('error', key),
      failure: (code) => show('error', errorMessageKey(code)),
    }),
    [show],
  );
}
