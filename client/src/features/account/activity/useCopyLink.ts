import { useCallback } from 'react';
import { useFeedback } from './Feedback.tsx';

/** Copies a link to the clipboard and says whether it worked. */
export function useCopyLink(): (link: string) => Promise<void> {
  const feedback = useFeedback();
  return useCallback(
    async (link: string) => {
      try {
        await navigator.clipboard.writeText(link);
        feedback.success('accountHome.linkCopied');
      } catch (_noClipboard) {
        // no clipboard (insecure origin, old browser) or permission refused
        feedback.problem('accountHome.copyFailed');
      }
    },
    [feedback],
  );
}
