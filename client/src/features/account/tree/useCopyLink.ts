import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useTreeEditor } from './TreeEditorContext.ts';

/** Copies a shareable link; where the browser refuses (no clipboard, no permission) the link is shown to copy by hand. */
export function useCopyLink(): (link: string) => Promise<void> {
  const { t } = useTranslation();
  const { notify } = useTreeEditor();
  return useCallback(
    async (link: string) => {
      try {
        if (!navigator.clipboard) throw new Error('no clipboard');
        await navigator.clipboard.writeText(link);
        notify(t('programTree.notices.linkCopied'), 'success');
      } catch {
        notify(t('programTree.notices.copyByHand', { link }), 'info');
      }
    },
    [notify, t],
  );
}
