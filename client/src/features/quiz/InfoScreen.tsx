import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PassLink } from './PassLink.tsx';
import { PrivateResultLink } from './PrivateResultLink.tsx';
import { quizAnswerPath, type InfoKind } from './quizPaths.ts';

const KINDS: readonly InfoKind[] = ['result', 'received', 'registered'];

function numberOrNull(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** /Info: what a submission or registration led to, with a way back. */
export function InfoScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const kind = KINDS.find((candidate) => candidate === params.get('kind')) ?? 'received';
  const result = numberOrNull(params.get('result'));
  const maxGrade = numberOrNull(params.get('max'));
  const quizId = params.get('quiz');
  const backUrl = params.get('backUrl')?.startsWith('/') ? params.get('backUrl')! : '/home';
  const showScore = kind === 'result' && result !== null && maxGrade !== null && maxGrade > 0;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, md: 4 } }}>
      <Card>
        <CardContent>
          {params.get('name') && (
            <Typography variant="subtitle1" color="text.secondary" gutterBottom>
              {params.get('name')}
            </Typography>
          )}
          <Typography variant="h5" component="h1" gutterBottom>
            {showScore ? t('quizResult.score', { result, maxGrade }) : t(`quizResult.info.${kind}`)}
          </Typography>
          <PassLink link={params.get('link')} message={params.get('message')} />
          {kind === 'result' && quizId && <PrivateResultLink path={quizAnswerPath({ quizId })} />}
          {kind === 'registered' && <Alert severity="success">{t('quizResult.info.registeredHint')}</Alert>}
          <Button component={RouterLink} to={backUrl} variant="contained" sx={{ mt: 2 }}>
            {t('quizResult.back')}
          </Button>
        </CardContent>
      </Card>
    </Container>
  );
}
