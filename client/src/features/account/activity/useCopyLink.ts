import { useCallback } from 'react';
import { useFeedback } from './Feedback.tsx';

/**
 * Copies a link to the clipboard and says so (`copiedKey`: another message,
 * such as the note that an unpublished quiz's link opens once it is
 * published); where the browser refuses (no clipboard on an insecure origin,
 * permission refused) the message shows the link to copy by hand.
 */
export function useCopyLink(): (link: string, copiedKey?: string) => Promise<void> {
  const feedback = useFeedback();
  return useCallback(
    async (link: string, copiedKey = 'accountHome.linkCopied') => {
      try {
        if (!navigator.clipboard) throw new Error('no clipboard');
        await navigator.clipboard.writeText(link);
        feedback.success(copiedKey);
      } catch {
        feedback.info('accountHome.copyByHand', { link });
      }
    },
    [feedback],
  );
}
