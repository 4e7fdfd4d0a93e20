import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CertificateRow } from './groupCertificates.ts';
import { UserText } from '../../shell/userText/UserText.tsx';

/** The spec's certificate table page size. */
export const CERTIFICATES_PER_PAGE = 5;

/** One program's certificates, five per page; each row downloads its certificate. */
export function CertificateTable({ certificates, caption }: { certificates: readonly CertificateRow[]; caption: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const rows = certificates.slice(page * CERTIFICATES_PER_PAGE, (page + 1) * CERTIFICATES_PER_PAGE);
  return (
    <>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell>{t('certificates.name')}</TableCell>
            <TableCell align="right">{t('certificates.download')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((certificate) => (
            <TableRow key={certificate.url}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}><UserText>{certificate.displayName}</UserText></TableCell>
              <TableCell align="right">
                <Button
                  component="a"
                  href={certificate.url}
                  download
                  target="_blank"
                  rel="noopener noreferrer"
                  startIcon={<DownloadIcon />}
                  aria-label={t('certificates.downloadNamed', { name: certificate.displayName })}
                >
                  {t('certificates.download')}
                </Button>
                {certificate.pngUrl && (
                  <Button
                    component="a"
                    href={certificate.pngUrl}
                    download
                    target="_blank"
                    rel="noopener noreferrer"
                    startIcon={<DownloadIcon />}
                    aria-label={t('certificates.downloadPngNamed', { name: certificate.displayName })}
                  >
                    {t('certificates.downloadPng')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {certificates.length > CERTIFICATES_PER_PAGE && (
        <TablePagination
          component="div"
          count={certificates.length}
          page={page}
          onPageChange={(_event, next) => setPage(next)}
          rowsPerPage={CERTIFICATES_PER_PAGE}
          rowsPerPageOptions={[]}
          labelDisplayedRows={({ from, to, count }) => t('certificates.rows', { from, to, count })}
          getItemAriaLabel={(type) => t(`certificates.pages.${type}`)}
        />
      )}
    </>
  );
}
