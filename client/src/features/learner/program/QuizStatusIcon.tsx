import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { useTranslation } from 'react-i18next';
import { quizStatus, type QuizStatus } from '../../../../../domain/progress/quizStatus.ts';

const ICONS: Record<QuizStatus, { Icon: typeof CheckCircleIcon; color: SvgIconProps['color'] }> = {
  none: { Icon: RadioButtonUncheckedIcon, color: 'disabled' },
  answered: { Icon: CheckCircleIcon, color: 'success' },
  answeredWithExternalGrade: { Icon: DoneAllIcon, color: 'success' },
  externalGradeOnly: { Icon: WarningAmberIcon, color: 'warning' },
};

/** No answer: empty grey circle; answered: green check; with external grades: green double check; external grade only: warning. */
export function QuizStatusIcon({ hasAnswer, hasExternalGrade }: { hasAnswer: boolean; hasExternalGrade: boolean }) {
  const { t } = useTranslation();
  const status = quizStatus({ hasAnswer, hasExternalGrades: hasExternalGrade });
  const { Icon, color } = ICONS[status];
  const label = t(`program.quizStatus.${status}`);
  return <Icon color={color} titleAccess={label} sx={{ flexShrink: 0 }} />;
}
