import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import { Banner } from '../branding/Banner.tsx';
import { learnerHomePath } from '../learnerPaths.ts';
import { CardGrid } from './CardGrid.tsx';
import { ProgramCard } from './ProgramCard.tsx';
import type { DomainPrograms_domain$key } from './__generated__/DomainPrograms_domain.graphql.ts';
import { UserText } from '../../shell/userText/UserText.tsx';

/** The programs of the account chosen on the learner home (?domainId=). */
export function DomainPrograms({ domainRef, closed }: { domainRef: DomainPrograms_domain$key; closed: boolean }) {
  const { t } = useTranslation();
  const domain = useFragment(
    graphql`
      fragment DomainPrograms_domain on Domain {
        id
        name
        banner
        programs {
          id
          ...ProgramCard_program
        }
      }
    `,
    domainRef,
  );
  return (
    <section aria-labelledby="domain-programs-heading">
      <Stack spacing={2}>
        <div>
          <Button component={RouterLink} to={learnerHomePath()}>
            {t('learnerHome.allPrograms')}
          </Button>
        </div>
        {domain.banner && <Banner src={domain.banner} />}
        <Typography id="domain-programs-heading" variant="h5" component="h2">
          <UserText>{domain.name}</UserText>
        </Typography>
        {domain.programs.length === 0 ? (
          <Alert severity="info">{t('learnerHome.noQuizzesAvailable')}</Alert>
        ) : (
          <CardGrid
            items={domain.programs}
            render={(program) => <ProgramCard programRef={program} domainId={domain.id} listedAsClosed={closed} />}
          />
        )}
      </Stack>
    </section>
  );
}
