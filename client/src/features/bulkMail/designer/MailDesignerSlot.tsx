// The place of the visual editor on the screen: a named region, the editor
// loaded lazily into it (GrapesJS never enters another screen's code), and a
// context through which a test puts a stand-in there instead.
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { createContext, lazy, Suspense, useContext, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { withChunkTimeout } from '../../../routes/chunkLoading.ts';
import type { MailDesignerProps } from './mailDesigner.ts';

const GrapesMailDesigner = lazy(withChunkTimeout(() => import('./MailDesigner.tsx')));

const MailDesignerContext = createContext<ComponentType<MailDesignerProps>>(GrapesMailDesigner);

/** Puts another editor in the slot (the screen's tests: GrapesJS does not run in jsdom). */
export const MailDesignerProvider = MailDesignerContext;

export function MailDesignerSlot(props: MailDesignerProps) {
  const { t } = useTranslation();
  const Designer = useContext(MailDesignerContext);
  return (
    <Box component="section" aria-label={t('bulkMail.editor.region')} sx={{ mx: { xs: -1, sm: 0 } }}>
      <Suspense
        fallback={
          <Box role="status" sx={{ position: 'relative' }}>
            <Skeleton variant="rectangular" height="70vh" />
            <Typography sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>{t('bulkMail.editor.loading')}</Typography>
          </Box>
        }
      >
        <Designer {...props} />
      </Suspense>
    </Box>
  );
}
