import FileDownloadIcon from '@mui/icons-material/FileDownload';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestResults } from './useRequestResults.ts';

/** A row menu entry, as the program tree's menus take it (tree/RowActionsMenu.tsx). */
interface ResultsRowAction {
  key: string;
  label: string;
  accessibleName: string;
  icon: ReactNode;
  onSelect: () => void;
  disabled: boolean;
}

/**
 * The tree's "results" row action of a quiz (or form) or a program: asks for
 * its results file (xlsx). `id` is the quiz's or program's own id; without one
 * the action is disabled.
 */
export function useResultsRowAction(level: 'QUIZ' | 'PROGRAM', id: string | null | undefined, kind: string, name: string): ResultsRowAction {
  const { t } = useTranslation();
  const request = useRequestResults(level, id ?? null);
  return {
    key: 'resultsFile',
    label: t('notifications.results.rowAction'),
    accessibleName: t(`notifications.results.rowAction_${kind}`, { name }),
    icon: <FileDownloadIcon />,
    onSelect: () => void request(),
    disabled: !id,
  };
}
