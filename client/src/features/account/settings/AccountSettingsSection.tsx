import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { AccountSection } from '../AccountSection.tsx';
import { AliasSetting } from './AliasSetting.tsx';
import { BannerSetting } from './BannerSetting.tsx';
import { PrimaryColorSetting } from './PrimaryColorSetting.tsx';
import type { AccountSettingsSection_account$key } from './__generated__/AccountSettingsSection_account.graphql.ts';

/** Branding: the account's name, primary colour and banner. */
export function AccountSettingsSection({ accountRef }: { accountRef: AccountSettingsSection_account$key }) {
  const { t } = useTranslation();
  const account = useFragment(
    graphql`
      fragment AccountSettingsSection_account on Account {
        ...AliasSetting_account
        ...PrimaryColorSetting_account
        ...BannerSetting_account
      }
    `,
    accountRef,
  );
  return (
    <AccountSection heading={t('accountHome.settings.heading')}>
      <AliasSetting accountRef={account} />
      <PrimaryColorSetting accountRef={account} />
      <BannerSetting accountRef={account} />
    </AccountSection>
  );
}
