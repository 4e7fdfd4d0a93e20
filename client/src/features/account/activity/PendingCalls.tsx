// Spec §4: "A full-screen loading overlay shows while calls are pending."
// Every call of the account home goes through track(), which counts it.
import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import Portal from '@mui/material/Portal';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Track = <T>(call: Promise<T>) => Promise<T>;

const PendingCallsContext = createContext<Track>((call) => call);

export function PendingCallsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(0);
  const track = useCallback<Track>(async (call) => {
    setPending((count) => count + 1);
    try {
      return await call;
    } finally {
      setPending((count) => count - 1);
    }
  }, []);
  return (
    <PendingCallsContext value={track}>
      {children}
      {/* In a portal mounted only while calls run, so that it also covers (and is not hidden by) an open dialog. */}
      {pending > 0 && (
        <Portal>
          <Backdrop open sx={(theme) => ({ zIndex: theme.zIndex.modal + 1, color: '#fff' })}>
            <CircularProgress color="inherit" aria-label={t('accountHome.pending')} />
          </Backdrop>
        </Portal>
      )}
    </PendingCallsContext>
  );
}

/** Wraps a call so that the overlay shows until it settles. */
export function usePendingCalls(): Track {
  return useContext(PendingCallsContext);
}
