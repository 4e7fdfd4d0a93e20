import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { adminHomePath } from '../../routes/adminPaths.ts';
import { readAdminLevel, saveAdminSession, type AdminLevel } from '../../storage/adminSession.ts';
import { readStored } from '../../storage/browserStorage.ts';
import { ForgotPasswordButton } from '../passwords/ForgotPasswordDialog.tsx';
import { AdminLoginForm } from './AdminLoginForm.tsx';
import { AdminTopBar } from './AdminTopBar.tsx';

/** Sign-in of an account owner, organisation holder or platform admin (the route gives the level). */
export function AdminLoginScreen({ level }: { level: AdminLevel }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Decided once on arrival: a session of this level is open, so go straight to its home.
  const [alreadySignedIn] = useState(() => Boolean(readStored('adminToken')) && readAdminLevel() === level);
  if (alreadySignedIn) return <Navigate to={adminHomePath(level)} replace />;

  const onSignedIn = (token: string) => {
    saveAdminSession(token, level);
    void navigate(adminHomePath(level));
  };

  const title = t(`adminLogin.title.${level}`);
  return (
    <>
      <AdminTopBar title={t('app.productName')} />
      <Container component="main" maxWidth="xs" sx={{ py: { xs: 2, md: 4 } }}>
        <Card>
          <CardContent>
            <Typography variant="h5" component="h1" gutterBottom>
              {title}
            </Typography>
            <AdminLoginForm level={level} label={title} onSignedIn={onSignedIn} />
            <ForgotPasswordButton level={level} />
          </CardContent>
        </Card>
      </Container>
    </>
  );
}
