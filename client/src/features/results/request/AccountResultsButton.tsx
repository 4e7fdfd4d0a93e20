import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToolbarAction } from '../../admin/toolbar/ToolbarAction.tsx';
import { useRequestResults, type ResultsFormat } from './useRequestResults.ts';

const FORMATS: readonly { format: ResultsFormat; label: string }[] = [
  { format: 'XLSX', label: 'notifications.results.xlsx' },
  { format: 'CSV', label: 'notifications.results.csv' },
];

/**
 * The account home toolbar's "get account results": a menu of the file's
 * formats, the spreadsheet first (focused when the menu opens, so Enter takes
 * it). A button with words in the bar, an item of the "More" menu on a phone.
 */
export function AccountResultsButton() {
  const { t } = useTranslation();
  const request = useRequestResults('ACCOUNT', null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const choose = (format: ResultsFormat) => {
    setAnchor(null);
    void request(format);
  };
  return (
    <ToolbarAction
      icon={<FileDownloadIcon />}
      label={t('notifications.results.account')}
      opens="menu"
      expanded={anchor !== null}
      controls={anchor ? menuId : undefined}
      onClick={setAnchor}
    >
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
    </ToolbarAction>
  );
}
