import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import { applicableColor } from '../../../../../domain/colors.ts';
import { programTreePath } from '../learnerPaths.ts';
import type { ProgramCard_program$key } from './__generated__/ProgramCard_program.graphql.ts';
import { UserText } from '../../shell/userText/UserText.tsx';

interface Props {
  programRef: ProgramCard_program$key;
  domainId: string;
  /** listed among the ended programs: the card shows the lock and the page opens read-only */
  listedAsClosed: boolean;
}

/** A program of the chosen account: its banner, colour and name; the card opens the program page. */
export function ProgramCard({ programRef, domainId, listedAsClosed }: Props) {
  const { t } = useTranslation();
  const program = useFragment(
    graphql`
      fragment ProgramCard_program on Program {
        id
        name
        closed
        banner
        primaryColor
      }
    `,
    programRef,
  );
  const closed = listedAsClosed || program.closed;
  return (
    <Card component="article" aria-label={program.name} sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={programTreePath({ domainId, programId: program.id, closed })}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}
      >
        {program.banner ? (
          <Box component="img" src={program.banner} alt="" sx={{ width: '100%', height: 120, objectFit: 'cover', display: 'block' }} />
        ) : (
          <Box sx={{ height: 8, bgcolor: applicableColor(program.primaryColor) }} />
        )}
        <CardContent>
          <Typography variant="h6" component="h3">
            <UserText>{program.name}</UserText>
          </Typography>
          {closed && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1, color: 'text.secondary' }}>
              <LockIcon fontSize="small" aria-hidden />
              <Typography variant="body2">{t('learnerHome.closedProgram')}</Typography>
            </Stack>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
