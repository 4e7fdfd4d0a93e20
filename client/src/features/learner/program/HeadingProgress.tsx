import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { progressColor, type FolderProgress } from '../../../../../domain/progress/folderProgress.ts';
import { findNode } from './itemTree.ts';
import type { ProgramItemNode } from './useProgramTree.ts';

/** The program's chosen top-level folders (up to 3) as progress bars under its name. */
export const HEADING_PROGRESS_LIMIT = 3;

interface Props {
  folderIds: readonly string[];
  roots: readonly ProgramItemNode[];
  progress: ReadonlyMap<string, FolderProgress>;
}

export function HeadingProgress({ folderIds, roots, progress }: Props) {
  const { t } = useTranslation();
  const bars = folderIds.slice(0, HEADING_PROGRESS_LIMIT).flatMap((id) => {
    const folder = findNode(roots, id);
    const percent = progress.get(id)?.percent;
    return folder && percent !== undefined && percent !== null ? [{ id, name: folder.item.name, percent }] : [];
  });
  if (bars.length === 0) return null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }}>
      {bars.map(({ id, name, percent }) => (
        <Box key={id} sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" noWrap>
            {t('program.headingProgress', { name, percent })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={percent}
            color={progressColor(percent)}
            aria-label={t('program.headingProgressLabel', { name })}
            sx={{ height: 8, borderRadius: 4 }}
          />
        </Box>
      ))}
    </Stack>
  );
}
