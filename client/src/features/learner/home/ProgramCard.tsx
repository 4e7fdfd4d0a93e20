import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { applicableColor } from '../../../../../domain/colors.ts';
import type { ProgramCard_program$key } from './__generated__/ProgramCard_program.graphql.ts';

interface Props {
  programRef: ProgramCard_program$key;
  listedAsClosed: boolean;
}

/** A program's name and colour; entering it comes with the program screens. */
export function ProgramCard({ programRef, listedAsClosed }: Props) {
  const { t } = useTranslation();
  const program = useFragment(
    graphql`
      fragment ProgramCard_program on Program {
        name
        closed
        primaryColor
      }
    `,
    programRef,
  );
  return (
    <Card component="article" aria-label={program.name} sx={{ height: '100%' }}>
      <Box sx={{ height: 8, bgcolor: applicableColor(program.primaryColor) }} />
      <CardContent>
        <Typography variant="h6" component="h3">
          {program.name}
        </Typography>
        {(listedAsClosed || program.closed) && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1, color: 'text.secondary' }}>
            <LockIcon fontSize="small" aria-hidden />
            <Typography variant="body2">{t('learnerHome.closedProgram')}</Typography>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
