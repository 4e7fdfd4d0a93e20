// One snackbar for the account home and its program tree: what was saved,
// copied or refused.
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { IsolatedSentence } from '../../shell/userText/IsolatedSentence.tsx';
import { errorMessageKey } from '../../../i18n/errorMessageKey.ts';

const SNACKBAR_MS = 4000;

type Severity = 'success' | 'info' | 'error';
/** what a message's text interpolates: {{name}}, {{count}}, {{link}} */
type Values = Record<string, string | number>;

interface Message {
  severity: Severity;
  /** a translation key, translated when shown (so a language switch reaches it) */
  key: string;
  values?: Values;
  /** tells two equal messages in a row apart, so the second one shows again */
  serial: number;
}

type Show = (severity: Severity, key: string, values?: Values) => void;

const FeedbackContext = createContext<Show>(() => {});

export function FeedbackProvider({ children }: { children: ReactNode }) {
  // The last message stays while the snackbar slides out.
  const [message, setMessage] = useState<Message | null>(null);
  const [open, setOpen] = useState(false);
  const show = useMemo<Show>(() => {
    let serial = 0;
    return (severity, key, values) => {
      setMessage({ severity, key, values, serial: ++serial });
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
        <Alert severity={message?.severity ?? 'success'} onClose={close} variant="filled" sx={{ width: '100%', overflowWrap: 'anywhere' }}>
          {message ? <MessageText message={message} /> : ''}
        </Alert>
      </Snackbar>
    </FeedbackContext>
  );
}

// Names and links in a message are user content: isolated; counts are not.
function MessageText({ message }: { message: Message }) {
  const entries = Object.entries(message.values ?? {});
  const strings = Object.fromEntries(entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  const numbers = Object.fromEntries(entries.filter(([, value]) => typeof value === 'number'));
  return <IsolatedSentence i18nKey={message.key} values={strings} options={numbers} />;
}

export interface Feedback {
  /** a success message by its translation key */
  success: (key: string, values?: Values) => void;
  /** a neutral message (a count, a link to copy by hand) by its translation key */
  info: (key: string, values?: Values) => void;
  /** an error message by its translation key */
  problem: (key: string, values?: Values) => void;
  /** an error code from the API or a domain rule, translated as errors.<code> */
  failure: (code: string | null | undefined) => void;
}

export function useFeedback(): Feedback {
  const show = useContext(FeedbackContext);
  return useMemo(
    () => ({
      success: (key, values) => show('success', key, values),
      info: (key, values) => show('info', key, values),
      problem: (key, values) => show('error', key, values),
      failure: (code) => show('error', errorMessageKey(code)),
    }),
    [show],
  );
}
