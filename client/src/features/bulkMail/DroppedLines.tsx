import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { UserText } from '../shell/userText/UserText.tsx';
import { Reason } from './Reason.tsx';

interface Line {
  line: number;
  text: string;
  reason: string;
}

/** The recipients file's lines left out: each with its number, its text and why. */
export function DroppedLines({ lines, label }: { lines: readonly Line[]; label: string }) {
  const { t } = useTranslation();
  if (lines.length === 0) return null;
  return (
    <Box component="ul" aria-label={label} sx={{ m: 0, ps: 3, maxHeight: 240, overflow: 'auto' }}>
      {lines.map((line) => (
        <li key={line.line}>
          <Typography variant="body2" component="span">
            {t('bulkMail.recipients.lineNumber', { line: line.line })}{' '}
          </Typography>
          <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
            <UserText>{line.text}</UserText>
          </Typography>
          <Typography variant="body2" component="span" color="text.secondary">
            {' — '}
            <Reason reason={line.reason} />
          </Typography>
        </li>
      ))}
    </Box>
  );
}
