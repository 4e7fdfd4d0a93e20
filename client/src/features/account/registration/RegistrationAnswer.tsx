import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AnswerValue } from '../../../../../domain/quiz/answerSummary.ts';
import { usePlaceNames } from '../../quiz/review/usePlaceNames.ts';

/** One answer of a registration, as the learner gave it. */
export function RegistrationAnswer({ value }: { value: AnswerValue }) {
  const { t, i18n } = useTranslation();
  switch (value.kind) {
    case 'texts':
      return <Typography sx={{ overflowWrap: 'anywhere' }}>{new Intl.ListFormat(i18n.language, { type: 'unit' }).format(value.texts)}</Typography>;
    case 'checked':
      return <Typography>{t(value.checked ? 'accountHome.registrations.checked' : 'accountHome.registrations.unchecked')}</Typography>;
    case 'file':
      return (
        <Link href={value.url} target="_blank" rel="noopener noreferrer">
          {t('accountHome.registrations.file')}
        </Link>
      );
    case 'place':
      return <Place country={value.country} region={value.region} />;
    default:
      return <Typography color="text.secondary">{t('accountHome.registrations.notAnswered')}</Typography>;
  }
}

function Place({ country, region }: { country: string; region: string | null }) {
  const { i18n } = useTranslation();
  const names = usePlaceNames(country, region, i18n.language === 'en' ? 'en' : 'ar');
  const shown = names ?? { country, region };
  return <Typography>{shown.region ? `${shown.country} — ${shown.region}` : shown.country}</Typography>;
}
