import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TreeSearchResult } from './itemTree.ts';

interface Props {
  text: string;
  onText: (text: string) => void;
  result: TreeSearchResult | null;
}

/** The name filter of the course content, with how many items it found. */
export function TreeSearchField({ text, onText, result }: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Stack spacing={0.5}>
      <TextField
        id={id}
        type="search"
        size="small"
        fullWidth
        label={t('program.search')}
        value={text}
        onChange={(event) => onText(event.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <Typography role="status" variant="body2" color="text.secondary" sx={{ minHeight: '1.5em' }}>
        {result === null
          ? ''
          : result.matchCount === 0
            ? t('program.noResults')
            : t('program.resultsFound', { count: result.matchCount })}
      </Typography>
    </Stack>
  );
}
