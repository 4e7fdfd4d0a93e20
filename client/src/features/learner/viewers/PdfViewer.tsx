import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clampPage } from '../../../../../domain/media/viewer.ts';
import { loadPdfDocument, type PdfDocumentLike, type PdfLoader } from './pdfDocument.ts';
import { useElementWidth } from './useElementWidth.ts';

interface Props {
  src: string;
  /** the item's name, for the canvas's accessible name */
  title: string;
  /** 0.5 to 2; 1 fits the page to the width of the viewer */
  zoom: number;
  loadDocument?: PdfLoader;
}

type Loaded = { status: 'loading' } | { status: 'ready'; document: PdfDocumentLike } | { status: 'failed' };

/** One page at a time, with previous/next and a page number clamped to the document. */
export function PdfViewer({ src, title, zoom, loadDocument = loadPdfDocument }: Props) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [page, setPage] = useState(1);

  useEffect(() => {
    let current: PdfDocumentLike | null = null;
    let cancelled = false;
    loadDocument(src).then(
      (document) => {
        current = document;
        if (cancelled) void document.destroy();
        else setLoaded({ status: 'ready', document });
      },
      () => {
        if (!cancelled) setLoaded({ status: 'failed' });
      },
    );
    return () => {
      cancelled = true;
      if (current) void current.destroy();
    };
  }, [src, loadDocument]);

  if (loaded.status === 'failed') return <Alert severity="error">{t('viewer.pdf.failed')}</Alert>;
  if (loaded.status === 'loading') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={t('viewer.pdf.loading')} />
      </Box>
    );
  }
  const count = loaded.document.numPages;
  return (
    <Stack spacing={1}>
      <PdfPageNavigation page={page} count={count} onPage={(next) => setPage(clampPage(next, count))} />
      <PdfPageCanvas document={loaded.document} page={page} zoom={zoom} title={title} />
    </Stack>
  );
}

function PdfPageNavigation({ page, count, onPage }: { page: number; count: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const rtl = useTheme().direction === 'rtl';
  const inputId = useId();
  // Only a blank field is kept as typed (while the learner replaces the number); any number is clamped at once.
  const [blank, setBlank] = useState(false);
  const previousIcon = rtl ? <ChevronRightIcon /> : <ChevronLeftIcon />;
  const nextIcon = rtl ? <ChevronLeftIcon /> : <ChevronRightIcon />;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'center' }}>
      <Button onClick={() => onPage(page - 1)} disabled={page <= 1} startIcon={previousIcon}>
        {t('viewer.pdf.previous')}
      </Button>
      <TextField
        id={inputId}
        label={t('viewer.pdf.pageNumber')}
        type="number"
        size="small"
        value={blank ? '' : String(page)}
        onChange={(event) => {
          const text = event.target.value;
          setBlank(text.trim() === '');
          if (text.trim() !== '') onPage(Number(text));
        }}
        onBlur={() => setBlank(false)}
        slotProps={{ htmlInput: { min: 1, max: count, inputMode: 'numeric' } }}
        sx={{ width: 96 }}
      />
      <Typography aria-live="polite">{t('viewer.pdf.pageOf', { page, count })}</Typography>
      <Button onClick={() => onPage(page + 1)} disabled={page >= count} endIcon={nextIcon}>
        {t('viewer.pdf.next')}
      </Button>
    </Stack>
  );
}

function PdfPageCanvas({ document, page, zoom, title }: { document: PdfDocumentLike; page: number; zoom: number; title: string }) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [containerRef, containerWidth] = useElementWidth<HTMLDivElement>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let cancelled = false;
    let cancelRender = () => {};
    document
      .getPage(page)
      .then((pdfPage) => {
        if (cancelled) return;
        const naturalWidth = pdfPage.getViewport({ scale: 1 }).width;
        // Zoom 1 fits the page to the viewer's width (jsdom and hidden panes measure 0: natural size).
        const scale = (containerWidth > 0 && naturalWidth > 0 ? containerWidth / naturalWidth : 1) * zoom;
        const { width, height } = pdfPage.getViewport({ scale });
        const pixelRatio = window.devicePixelRatio || 1;
        canvas.width = Math.floor(width * pixelRatio);
        canvas.height = Math.floor(height * pixelRatio);
        canvas.style.width = `${Math.floor(width)}px`;
        canvas.style.height = `${Math.floor(height)}px`;
        const task = pdfPage.render({
          canvas,
          scale,
          transform: pixelRatio === 1 ? undefined : [pixelRatio, 0, 0, pixelRatio, 0, 0],
        });
        cancelRender = () => task.cancel();
        return task.promise;
      })
      .then(
        () => {
          if (!cancelled) setFailed(false);
        },
        (error: unknown) => {
          // A render replaced by the next one (page turned, zoom changed) is not a failure.
          const replaced = error instanceof Error && error.name === 'RenderingCancelledException';
          if (!cancelled && !replaced) setFailed(true);
        },
      );
    return () => {
      cancelled = true;
      cancelRender();
    };
  }, [document, page, zoom, containerWidth]);

  return (
    <Box ref={containerRef} sx={{ overflow: 'auto', maxWidth: '100%' }}>
      {failed && <Alert severity="error">{t('viewer.pdf.failed')}</Alert>}
      <Box
        component="canvas"
        ref={canvasRef}
        role="img"
        aria-label={t('viewer.pdf.pageImage', { name: title, page })}
        sx={{ display: 'block', mx: 'auto', boxShadow: 1 }}
      />
    </Box>
  );
}
