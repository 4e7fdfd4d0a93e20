import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { FolderProgress } from '../../../../../domain/progress/folderProgress.ts';
import { Banner } from '../branding/Banner.tsx';
import { HeadingProgress } from './HeadingProgress.tsx';
import type { ProgramItemNode } from './useProgramTree.ts';
import type { ProgramHeader_program$key } from './__generated__/ProgramHeader_program.graphql.ts';
import { UserText } from '../../shell/userText/UserText.tsx';

interface Props {
  programRef: ProgramHeader_program$key;
  roots: readonly ProgramItemNode[];
  progress: ReadonlyMap<string, FolderProgress>;
}

/** The program's banner, name (the page's heading), account and heading progress. */
export function ProgramHeader({ programRef, roots, progress }: Props) {
  const { t } = useTranslation();
  const program = useFragment(
    graphql`
      fragment ProgramHeader_program on Program {
        name
        banner
        accountName
        readOnly
        headingProgress
      }
    `,
    programRef,
  );
  return (
    <Paper component="header" sx={{ overflow: 'hidden', mb: 2 }}>
      {program.banner && <Banner src={program.banner} />}
      <Box sx={{ p: 2 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, overflowWrap: 'anywhere' }}>
          <UserText>{program.name}</UserText>
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          <Typography variant="body2"><UserText>{program.accountName}</UserText></Typography>
          {program.readOnly && (
            <>
              <LockIcon fontSize="small" aria-hidden />
              <Typography variant="body2">{t('learnerHome.closedProgram')}</Typography>
            </>
          )}
        </Stack>
        <HeadingProgress folderIds={program.headingProgress} roots={roots} progress={progress} />
      </Box>
    </Paper>
  );
}
