import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestResults, type ResultsFormat } from './useRequestResults.ts';

const FORMATS: readonly { format: ResultsFormat; label: string }[] = [
  { format: 'XLSX', label: 'notifications.results.xlsx' },
  { format: 'CSV', label: 'notifications.results.csv' },
];

/**
 * The account home toolbar's "get account results": a menu of the file's
 * formats, the spreadsheet first (focused when the menu opens, so Enter takes
 * it). An icon on a phone, which keeps the name for screen readers.
 */
export function AccountResultsButton() {
  const { t } = useTranslation();
  const request = useRequestResults('ACCOUNT', null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  const opener = {
    'aria-haspopup': 'menu' as const,
    'aria-controls': anchor ? menuId : undefined,
    'aria-expanded': anchor ? true : undefined,
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  };
  const choose = (format: ResultsFormat) => {
    setAnchor(null);
    void request(format);
  };
  return (
    <>
      {wide ? (
        <Button color="inherit" variant="outlined" startIcon={<FileDownloadIcon />} sx={{ flexShrink: 0 }} {...opener}>
          {t('notifications.results.account')}
        </Button>
      ) : (
        <IconButton color="inherit" aria-label={t('notifications.results.account')} {...opener}>
          <FileDownloadIcon />
        </IconButton>
      )}
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': t('notifications.results.formats') } }}
      >
        {FORMATS.map(({ format, label }) => (
          <MenuItem key={format} onClick={() => choose(format)}>
            {t(label)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
