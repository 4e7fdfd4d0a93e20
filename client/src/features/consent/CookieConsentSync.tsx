// Sends the stored cookie choice to the server once: at once when a signed-in
// learner chooses, and at the next sign-in when the choice was made signed out (docs/decisions/consent.md, "Signed out").
import { useEffect, useRef } from 'react';
import { parseStoredConsent } from '../../../../domain/consent/cookieConsent.ts';
import { useStoredItem, writeStored } from '../../storage/browserStorage.ts';
import { sentMarker } from './consentStorage.ts';
import { useUpdateCookieConsentMutation } from './mutations/UpdateCookieConsentMutation.ts';

export function CookieConsentSync() {
  const token = useStoredItem('learnerToken');
  const consentText = useStoredItem('cookieConsent');
  const sent = useStoredItem('cookieConsentSent');
  const send = useUpdateCookieConsentMutation();
  const sending = useRef<string | null>(null);

  useEffect(() => {
    const record = parseStoredConsent(consentText);
    if (!token || !record) return;
    const marker = sentMarker(record);
    if (sent === marker || sending.current === marker) return;
    sending.current = marker;
    void send({ functional: record.preferences.functional, analytics: record.preferences.analytics }).then((outcome) => {
      sending.current = null;
      // A failure is tried again at the next change of session or choice.
      if (outcome.ok) writeStored({ cookieConsentSent: marker });
    });
  }, [token, consentText, sent, send]);

  return null;
}
