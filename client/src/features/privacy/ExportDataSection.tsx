// The export section of /user-settings: a code mailed for the export (issue
// 30), then "Export my data" downloads the JSON file.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsSection } from './SettingsSection.tsx';
import { isCodeRefusal, StepUpCode, typedStepUpCode } from './StepUpCode.tsx';
import { useExportMyData } from './useExportMyData.ts';

export function ExportDataSection({ email }: { email: string }) {
  const { t } = useTranslation();
  const [exportData, exporting] = useExportMyData(email);
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const typed = typedStepUpCode(code);

  const run = async () => {
    if (!typed) return;
    setFailure(null);
    const outcome = await exportData(typed);
    if (outcome === 'done') setCode('');
    else if (outcome === 'error') setFailure(t('privacy.export.error'));
    else setFailure(isCodeRefusal(outcome.refused) ? t(`errors.${outcome.refused}`) : t('privacy.export.failed'));
  };

  return (
    <SettingsSection title={t('privacy.export.title')}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('privacy.export.description')}
      </Typography>
      <StepUpCode action="exportData" email={email} code={code} onCodeChange={setCode} />
      <Button variant="contained" onClick={() => void run()} disabled={!typed || exporting} sx={{ mt: 2 }}>
        {t('privacy.export.button')}
      </Button>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
    </SettingsSection>
  );
}
