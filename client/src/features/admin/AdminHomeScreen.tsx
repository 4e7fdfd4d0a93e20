import AddIcon from '@mui/icons-material/Add';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { AdminHomeSkeleton } from './AdminHomeSkeleton.tsx';
import { AdminPage } from './AdminPage.tsx';
import { AdminSessionEnded } from './AdminSessionEnded.tsx';
import { ToolbarAction } from './toolbar/ToolbarAction.tsx';
import { MaintenanceSwitch } from './platform/MaintenanceSwitch.tsx';
import { AddOrganizationDialog } from './platform/AddOrganizationDialog.tsx';
import { OrganizationList } from './platform/OrganizationList.tsx';
import type { AdminHomeScreenQuery } from './__generated__/AdminHomeScreenQuery.graphql.ts';

export const TICKETS_MANAGEMENT_PATH = '/TicketsManagement';

interface Notice {
  severity: 'success' | 'error';
  key: string;
  values?: Record<string, string>;
}

/** /AdminHome: the platform admin's organisations and their accounts; while they load, their shape (issue 30). */
export function AdminHomeScreen({ queryRef }: { queryRef: PreloadedQuery<AdminHomeScreenQuery> }) {
  return (
    <Suspense fallback={<AdminHomeSkeleton />}>
      <AdminHome queryRef={queryRef} />
    </Suspense>
  );
}

function AdminHome({ queryRef }: { queryRef: PreloadedQuery<AdminHomeScreenQuery> }) {
  const { t } = useTranslation();
  const data = usePreloadedQuery<AdminHomeScreenQuery>(
    graphql`
      query AdminHomeScreenQuery @preloadable {
        viewer {
          role
          username
        }
        ...OrganizationList_query
        ...MaintenanceSwitch_query
      }
    `,
    queryRef,
  );
  const [adding, setAdding] = useState(false);
  const [connectionId, setConnectionId] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const onNotice = useCallback((severity: Notice['severity'], key: string) => setNotice({ severity, key }), []);

  if (data.viewer.role !== 'PLATFORM_ADMIN') return <AdminSessionEnded level="admin" />;
  return (
    <>
      <AdminPage
        bar={{
          signOut: 'admin',
          title: t('adminHome.title'),
          subtitle: data.viewer.username,
          actions: <ToolbarAction icon={<SupportAgentIcon />} label={t('platformAdmin.ticketsLink')} to={TICKETS_MANAGEMENT_PATH} />,
        }}
        gutters="usual"
        before={<MaintenanceSwitch queryRef={data} onNotice={onNotice} />}
        title={t('adminHome.organizations')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} disabled={!connectionId} onClick={() => setAdding(true)}>
            {t('platformAdmin.add.open')}
          </Button>
        }
      >
        <OrganizationList queryRef={data} onNotice={onNotice} onConnection={setConnectionId} />
      </AdminPage>
      {adding && connectionId && (
        <AddOrganizationDialog
          connectionId={connectionId}
          onClose={() => setAdding(false)}
          onDone={(alias) => {
            setAdding(false);
            setNotice({ severity: 'success', key: 'platformAdmin.add.added', values: { alias } });
          }}
        />
      )}
      <Snackbar open={notice !== null} autoHideDuration={6000} onClose={() => setNotice(null)}>
        {notice ? (
          <Alert severity={notice.severity} onClose={() => setNotice(null)} variant="filled">
            {t(notice.key, notice.values)}
          </Alert>
        ) : undefined}
      </Snackbar>
    </>
  );
}
