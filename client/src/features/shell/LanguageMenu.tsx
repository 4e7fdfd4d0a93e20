import TranslateIcon from '@mui/icons-material/Translate';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withChunkTimeout } from '../../routes/chunkLoading.ts';

// MUI's Menu (with Popover and Modal) loads at the first click: the sign-in screen's first visit does without it.
const LanguageMenuList = lazy(() => withChunkTimeout(() => import('./LanguageMenuList.tsx'))().then((m) => ({ default: m.LanguageMenuList })));

/** disabled: shown before the page's scripts run (the prerendered sign-in screen), where it could not open yet. */
export function LanguageMenu({ disabled = false }: { disabled?: boolean }) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <IconButton
        color="inherit"
        disabled={disabled}
        aria-label={t('language.label')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setOpened(true);
          setAnchor(event.currentTarget);
        }}
      >
        <TranslateIcon />
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <LanguageMenuList id={menuId} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
