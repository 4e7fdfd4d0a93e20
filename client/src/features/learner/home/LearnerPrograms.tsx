import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { ProgramGrid } from './ProgramGrid.tsx';
import type { LearnerPrograms_learner$key } from './__generated__/LearnerPrograms_learner.graphql.ts';

// Paging comes with the program screens; a learner's list is short.
export function LearnerPrograms({ learnerRef }: { learnerRef: LearnerPrograms_learner$key }) {
  const { t } = useTranslation();
  const learner = useFragment(
    graphql`
      fragment LearnerPrograms_learner on Learner {
        openPrograms: programs(first: 100) {
          edges {
            node {
              id
              ...ProgramCard_program
            }
          }
        }
        closedPrograms: programs(first: 100, closed: true) {
          edges {
            node {
              id
              ...ProgramCard_program
            }
          }
        }
      }
    `,
    learnerRef,
  );
  const open = learner.openPrograms.edges.map((edge) => edge.node);
  const closed = learner.closedPrograms.edges.map((edge) => edge.node);
  return (
    <Stack spacing={4}>
      <section aria-labelledby="open-programs-heading">
        <Typography id="open-programs-heading" variant="h5" component="h2" gutterBottom>
          {t('learnerHome.openPrograms')}
        </Typography>
        {open.length > 0 ? <ProgramGrid programs={open} /> : <Typography>{t('learnerHome.noPrograms')}</Typography>}
      </section>
      {closed.length > 0 && (
        <section aria-labelledby="closed-programs-heading">
          <Typography id="closed-programs-heading" variant="h5" component="h2" gutterBottom>
            {t('learnerHome.closedPrograms')}
          </Typography>
          <ProgramGrid programs={closed} closed />
        </section>
      )}
    </Stack>
  );
}
