import AssessmentIcon from '@mui/icons-material/Assessment';
import LockIcon from '@mui/icons-material/Lock';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import { applicableColor } from '../../../../../domain/colors.ts';
import { quizViewPath } from '../../quiz/quizPaths.ts';
import { DomainResultsDialog, useDomainResults } from './DomainResultsDialog.tsx';
import type { DomainCard_domain$key } from './__generated__/DomainCard_domain.graphql.ts';
import { UserText } from '../../shell/userText/UserText.tsx';

interface Props {
  domainRef: DomainCard_domain$key;
  listedAsClosed: boolean;
  certificateCount: number;
  onEnter: () => void;
  onCertificates: () => void;
}

/** An account the learner follows ("program" in the spec's words): enter it, its registration form, results and certificates. */
export function DomainCard({ domainRef, listedAsClosed, certificateCount, onEnter, onCertificates }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const domain = useFragment(
    graphql`
      fragment DomainCard_domain on Domain {
        id
        name
        registrationForm
        banner
        primaryColor
        closed
      }
    `,
    domainRef,
  );
  const closed = listedAsClosed || domain.closed;
  const results = useDomainResults();
  return (
    <Card component="article" aria-labelledby={titleId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      {domain.banner ? (
        <Box component="img" src={domain.banner} alt="" sx={{ width: '100%', height: 120, objectFit: 'cover', display: 'block' }} />
      ) : (
        <Box sx={{ height: 8, bgcolor: applicableColor(domain.primaryColor) }} />
      )}
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id={titleId} variant="h6" component="h3">
          <UserText>{domain.name}</UserText>
        </Typography>
        {closed && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1, color: 'text.secondary' }}>
            <LockIcon fontSize="small" aria-hidden />
            <Typography variant="body2">{t('learnerHome.closedProgram')}</Typography>
          </Stack>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={onEnter}>
          {t('learnerHome.enter')}
        </Button>
        {domain.registrationForm && (
          <Button component={RouterLink} to={quizViewPath({ quizId: domain.registrationForm, isForm: true, accountId: domain.id })}>
            {t('learnerHome.registrationForm')}
          </Button>
        )}
        <Button startIcon={<AssessmentIcon />} onClick={() => results.open(domain.id)}>
          {t('learnerHome.results')}
        </Button>
        {certificateCount > 0 && (
          <Button startIcon={<WorkspacePremiumIcon />} onClick={onCertificates}>
            {t('learnerHome.certificates', { count: certificateCount })}
          </Button>
        )}
      </CardActions>
      <DomainResultsDialog domainName={domain.name} queryRef={results.queryRef} onClose={results.close} />
    </Card>
  );
}
