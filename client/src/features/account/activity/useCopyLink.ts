import { useCallback } from 'react';
import { useFeedback } from './Feedback.tsx';

/**
 * Copies a link to the clipboard and says so; where the browser refuses (no
 * clipboard on an insecure origin, permission refused) the message shows the
 * link to copy by hand.
 */
export function useCopyLink(): (link: string) => Promise<void> {
  const feedback = useFeedback();
  return useCallback(
    async (link: string) => {
      try {
        if (!navigator.clipboard) throw new Error('no clipboard');
        await navigator.clipboard.writeText(link);
        feedback.success('accountHome.linkCopied');
      } catch {
        feedback.info('accountHome.copyByHand', { link });
      }
    },
    [feedback],
  );
}
