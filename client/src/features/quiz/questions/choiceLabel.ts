import type { SxProps, Theme } from '@mui/material/styles';

/** Choice texts keep the author's line breaks and wrap anywhere on a narrow phone. */
export const CHOICE_LABEL_SX: SxProps<Theme> = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', py: 0.75 };
