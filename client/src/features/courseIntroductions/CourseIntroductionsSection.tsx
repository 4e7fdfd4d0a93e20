// OrgHome's course introductions (admin spec §2): the cards, the Add button,
// the dialog that adds or edits one, and the confirmation before a deletion.
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { CourseIntroductionInput } from '../../../../domain/courseIntroductions/courseIntroduction.ts';
import { FeedbackProvider, useFeedback } from '../account/activity/Feedback.tsx';
import { ConfirmDialog } from '../learnerRecords/usersPage/ConfirmDialog.tsx';
import { IsolatedSentence } from '../shell/userText/IsolatedSentence.tsx';
import type { CourseIntroductionsSection_organization$key } from './__generated__/CourseIntroductionsSection_organization.graphql.ts';
import { emptyForm, formOf, type CourseIntroForm } from './courseIntroForm.ts';
import { CourseIntroductionCard, type CardIntroduction } from './CourseIntroductionCard.tsx';
import { CourseIntroductionDialog } from './CourseIntroductionDialog.tsx';
import { useCreateCourseIntroductionMutation } from './mutations/CreateCourseIntroductionMutation.ts';
import { useDeleteCourseIntroductionMutation } from './mutations/DeleteCourseIntroductionMutation.ts';
import { useUpdateCourseIntroductionMutation } from './mutations/UpdateCourseIntroductionMutation.ts';

type Editing = { id: null; form: CourseIntroForm } | { id: string; form: CourseIntroForm };

export function CourseIntroductionsSection({ organizationRef }: { organizationRef: CourseIntroductionsSection_organization$key }) {
  return (
    <FeedbackProvider>
      <Section organizationRef={organizationRef} />
    </FeedbackProvider>
  );
}

function Section({ organizationRef }: { organizationRef: CourseIntroductionsSection_organization$key }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const organization = useFragment(
    graphql`
      fragment CourseIntroductionsSection_organization on Organization {
        id
        courseIntroductions {
          id
          ...CourseIntroductionCard_introduction
        }
        accounts(first: 500) {
          edges {
            node {
              id
              alias
            }
          }
        }
      }
    `,
    organizationRef,
  );
  const accounts = organization.accounts?.edges.map((edge) => edge.node) ?? [];
  // absent only from answers that predate the field (tests of the rest of OrgHome);
  // a deleted one (@deleteRecord) stays in the list as null
  const introductions = (organization.courseIntroductions ?? []).filter((introduction) => introduction != null);
  const [create] = useCreateCourseIntroductionMutation(organization.id);
  const [update] = useUpdateCourseIntroductionMutation();
  const [remove, removing] = useDeleteCourseIntroductionMutation();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<CardIntroduction | null>(null);

  const submit = async (accountId: string, introduction: CourseIntroductionInput) => {
    const outcome =
      editing?.id == null
        ? await create({ accountId, introduction })
        : await update({ id: editing.id, accountId, introduction });
    if (outcome.ok) {
      setEditing(null);
      feedback.success('courseIntros.saved');
    }
    return outcome;
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const outcome = await remove(deleting.id);
    setDeleting(null);
    if (!outcome.ok) return feedback.problem(outcome.code === 'invalidUser' ? 'courseIntros.invalidUser' : 'courseIntros.deleteError');
    feedback.success('courseIntros.deleted');
  };

  return (
    <section aria-labelledby="course-intros-heading">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography id="course-intros-heading" variant="h5" component="h2">
          {t('courseIntros.title', { total: introductions.length })}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} disabled={accounts.length === 0} onClick={() => setEditing({ id: null, form: emptyForm(accounts[0]?.id ?? '') })}>
          {t('courseIntros.add')}
        </Button>
      </Stack>
      {accounts.length === 0 && <Typography color="text.secondary">{t('courseIntros.needsAccount')}</Typography>}
      {introductions.length === 0 ? (
        <Typography>{t('courseIntros.none')}</Typography>
      ) : (
        <Grid container spacing={2}>
          {introductions.map((introduction) => (
            <Grid key={introduction.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <CourseIntroductionCard
                introductionRef={introduction}
                onEdit={(data) => setEditing({ id: data.id, form: formOf(data, accounts[0]?.id ?? '') })}
                onDelete={setDeleting}
              />
            </Grid>
          ))}
        </Grid>
      )}
      {editing && (
        <CourseIntroductionDialog
          key={editing.id ?? 'new'}
          title={t(editing.id ? 'courseIntros.editTitle' : 'courseIntros.addTitle')}
          initial={editing.form}
          accounts={accounts}
          onClose={() => setEditing(null)}
          onSubmit={submit}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('courseIntros.confirmTitle')}
        message={<IsolatedSentence i18nKey="courseIntros.confirmMessage" values={{ name: deleting?.accountName ?? '' }} />}
        busy={removing}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
