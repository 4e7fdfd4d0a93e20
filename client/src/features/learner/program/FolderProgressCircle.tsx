import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { progressColor, type FolderProgress } from '../../../../../domain/progress/folderProgress.ts';

/** A folder's completion as a circle with its percent, coloured by the spec's thresholds. */
export function FolderProgressCircle({ progress, name, size = 40 }: { progress: FolderProgress | undefined; name: string; size?: number }) {
  const { t } = useTranslation();
  if (!progress || progress.percent === null) return null; // nothing in it counts towards completion
  const { percent } = progress;
  const color = progressColor(percent);
  return (
    <Box sx={{ position: 'relative', display: 'inline-flex', flexShrink: 0 }}>
      {/* The track, so that 0% still reads as a circle. */}
      <CircularProgress
        variant="determinate"
        value={100}
        size={size}
        aria-hidden
        sx={{ position: 'absolute', inset: 0, color: 'action.hover' }}
      />
      <CircularProgress
        variant="determinate"
        value={percent}
        color={color}
        size={size}
        aria-label={t('program.folderProgress', { name })}
        aria-valuetext={t('program.percentCompleted', { percent })}
      />
      <Box sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }} aria-hidden>
        <Typography variant="caption" component="span" sx={{ fontSize: size < 40 ? 10 : 11 }}>
          {`${percent}%`}
        </Typography>
      </Box>
    </Box>
  );
}
