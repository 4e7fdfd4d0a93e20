import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { AccountSwitch } from '../access/AccountSwitch.tsx';
import { AccountSection } from '../AccountSection.tsx';
import { QuizCriteriaSelect } from '../QuizCriteriaSelect.tsx';
import { CertificateKeywords } from './CertificateKeywords.tsx';
import { CertificateTemplateUpload } from './CertificateTemplateUpload.tsx';
import type { CertificateSection_account$key } from './__generated__/CertificateSection_account.graphql.ts';

/** Certificates rendered from the account's SVG template, released when the chosen quizzes are passed. */
export function CertificateSection({ accountRef }: { accountRef: CertificateSection_account$key }) {
  const { t } = useTranslation();
  const account = useFragment(
    graphql`
      fragment CertificateSection_account on Account {
        id
        useCertificateTemplate
        certificateReleaseCriteria
        ...CertificateTemplateUpload_account
        ...CertificateKeywords_account
        ...QuizCriteriaSelect_account
      }
    `,
    accountRef,
  );
  return (
    <AccountSection heading={t('accountHome.certificates.heading')}>
      <AccountSwitch
        accountId={account.id}
        property="useCertificateTemplate"
        checked={account.useCertificateTemplate}
        label={t('accountHome.certificates.useTemplate')}
      />
      <CertificateTemplateUpload accountRef={account} />
      <QuizCriteriaSelect
        accountRef={account}
        property="certificateReleaseCriteria"
        selected={account.certificateReleaseCriteria}
        label={t('accountHome.certificates.releaseCriteria')}
        saveLabel={t('accountHome.certificates.saveReleaseCriteria')}
      />
      <CertificateKeywords accountRef={account} />
    </AccountSection>
  );
}

