// The keywords of the certificate template, each replaced by its value when a
// certificate is rendered. Add and delete change the list here; save stores it.
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import {
  canAddKeyword,
  keywordMap,
  withKeyword,
  withoutKeyword,
  type CertificateKeyword,
} from '../../../../../domain/account/certificateKeywords.ts';
import { useSaveAccountProperty } from '../activity/useSaveAccountProperty.ts';
import type { CertificateKeywords_account$key } from './__generated__/CertificateKeywords_account.graphql.ts';
import { UserText } from '../../shell/userText/UserText.tsx';

const sameList = (a: readonly CertificateKeyword[], b: readonly CertificateKeyword[]) =>
  a.length === b.length && a.every((entry, index) => entry.keyword === b[index].keyword && entry.value === b[index].value);

export function CertificateKeywords({ accountRef }: { accountRef: CertificateKeywords_account$key }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { certificateKeywords } = useFragment(
    graphql`
      fragment CertificateKeywords_account on Account {
        certificateKeywords {
          keyword
          value
        }
      }
    `,
    accountRef,
  );
  const save = useSaveAccountProperty();
  const [draft, setDraft] = useState<CertificateKeyword[]>(() => certificateKeywords.map(({ keyword, value }) => ({ keyword, value })));
  const [keyword, setKeyword] = useState('');
  const [value, setValue] = useState('');
  const add = () => {
    setDraft(withKeyword(draft, keyword, value));
    setKeyword('');
    setValue('');
  };
  return (
    <Stack spacing={1}>
      <Typography id={headingId} variant="subtitle1" component="h3">
        {t('accountHome.certificates.keywords')}
      </Typography>
      {draft.length === 0 ? (
        <Typography color="text.secondary">{t('accountHome.certificates.noKeywords')}</Typography>
      ) : (
        <List dense aria-labelledby={headingId}>
          {draft.map((entry) => (
            <ListItem
              key={entry.keyword}
              divider
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('accountHome.certificates.deleteKeyword', { keyword: entry.keyword })}
                  onClick={() => setDraft(withoutKeyword(draft, entry.keyword))}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText primary={<UserText>{entry.keyword}</UserText>} secondary={<UserText>{entry.value}</UserText>} sx={{ overflowWrap: 'anywhere' }} />
            </ListItem>
          ))}
        </List>
      )}
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'flex-start' } }}
        onSubmit={(event) => {
          event.preventDefault();
          if (canAddKeyword(keyword, value)) add();
        }}
      >
        <TextField label={t('accountHome.certificates.keyword')} value={keyword} onChange={(event) => setKeyword(event.target.value)} size="small" fullWidth />
        <TextField label={t('accountHome.certificates.value')} value={value} onChange={(event) => setValue(event.target.value)} size="small" fullWidth />
        <Button type="submit" variant="outlined" disabled={!canAddKeyword(keyword, value)} sx={{ flexShrink: 0 }}>
          {t('accountHome.certificates.addKeyword')}
        </Button>
      </Stack>
      <div>
        <Button
          variant="contained"
          disabled={sameList(draft, certificateKeywords)}
          onClick={() => void save('certificateTemplateUserKeywords', keywordMap(draft))}
        >
          {t('accountHome.certificates.saveKeywords')}
        </Button>
      </div>
    </Stack>
  );
}
