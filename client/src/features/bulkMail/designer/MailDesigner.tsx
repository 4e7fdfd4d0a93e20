// The visual e-mail editor: GrapesJS with its newsletter preset, all from the
// app's own files (its CSS imported here, nothing from a CDN, the preset's
// remote placeholder images replaced). Its own chunk, loaded by
// MailDesignerSlot. The canvas takes the message's direction and language;
// the HTML it gives is the one the mail carries (mailDocument.ts).
import Box from '@mui/material/Box';
import grapesjs, { type Editor } from 'grapesjs';
import 'grapesjs/dist/css/grapes.min.css';
import grapesArabic from 'grapesjs/locale/ar.mjs';
import newsletterPreset from 'grapesjs-preset-newsletter';
import { useEffect, useImperativeHandle, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DesignData } from '../../../../../domain/bulkMail/designFile.ts';
import { directionOf, isLanguage } from '../../../i18n/languages.ts';
import { keepKeyboardAccess, markKeyboardControls, type KeyboardAccessTexts } from './keyboardAccess.ts';
import type { MailDesignerProps, MailLanguage } from './mailDesigner.ts';
import { mailDocument } from './mailDocument.ts';
import { replaceRemotePlaceholders } from './placeholders.ts';

/**
 * The few icons of the preset's style manager that come from Font Awesome
 * (not loaded: no CDN) drawn as letters instead; the assets dialog without its
 * own upload area (images are uploaded as the mail's attachments).
 */
const EDITOR_STYLES = {
  '& .gjs-am-file-uploader': { display: 'none' },
  // the selected element's id, grey on grey in GrapesJS's theme (3.4:1): lighter, to be read (4.5:1 and more)
  '& .gjs-clm-sel-id': { color: '#c5cad0', opacity: 1 },
  '& .gjs-am-assets-cont': { width: '100%' },
  '& .fa-times::before': { content: '"✕"' },
  '& .fa-underline::before': { content: '"U"', textDecoration: 'underline' },
  '& .fa-strikethrough::before': { content: '"S"', textDecoration: 'line-through' },
  '& .fa-font::before': { content: '"A"' },
  '& .fa-italic::before': { content: '"I"', fontStyle: 'italic' },
} as const;

/** The preset's blocks, each labelled in the screen's language (bulkMail.blocks.<id>). */
const BLOCKS = ['sect100', 'sect50', 'sect30', 'sect37', 'button', 'divider', 'text', 'text-sect', 'image', 'quote', 'link', 'link-block', 'grid-items', 'list-items'];

/** The design (its wrapper, saved with it) and the canvas page say the message's language and direction. */
function setLanguage(editor: Editor, language: MailLanguage): void {
  editor.getWrapper()?.addAttributes({ dir: directionOf(language), lang: language });
  const canvas = editor.Canvas.getDocument();
  if (canvas) showLanguage(canvas, language);
}

function showLanguage(canvas: Document, language: MailLanguage): void {
  canvas.documentElement.setAttribute('lang', language);
  canvas.body?.setAttribute('dir', directionOf(language));
}

/**
 * The preset's panel buttons that GrapesJS's locales leave without a title (by
 * their GrapesJS id), named by the screen's texts (bulkMail.editor.buttons.*).
 */
const UNTITLED_PANEL_BUTTONS: Readonly<Record<string, string>> = {
  'set-device-desktop': 'desktop',
  'set-device-tablet': 'tablet',
  'set-device-mobile': 'mobile',
  'gjs-open-import-template': 'import',
  'gjs-toggle-images': 'toggleImages',
  undo: 'undo',
  redo: 'redo',
  'canvas-clear': 'clear',
};

/**
 * Titles every panel button in the screen's language: the untitled ones from
 * the screen's texts, the others again from GrapesJS's locale (a button takes
 * its title when drawn, not when the locale changes). keyboardAccess.ts then
 * makes each titled button a named button.
 */
function titlePanelButtons(editor: Editor, t: (key: string) => string): void {
  for (const panel of editor.Panels.getPanels().models) {
    // GrapesJS's default "commands" panel starts with an empty placeholder button (no command, no label): drop it
    panel.buttons.remove(panel.buttons.models.filter((button) => !button.get('command') && !button.get('label')));
    for (const button of panel.buttons.models) {
      const key = UNTITLED_PANEL_BUTTONS[button.id];
      if (key) button.set('attributes', { ...button.get('attributes'), title: t(`bulkMail.editor.buttons.${key}`) }, { silent: true });
      button.trigger('change:attributes');
    }
  }
}

/** Names the editor's own unnamed controls for screen readers: the canvas frame, the selector's state menu, the panel buttons. */
function nameControls(editor: Editor, t: (key: string) => string): void {
  editor.Canvas.getFrameEl()?.setAttribute('title', t('bulkMail.editor.canvas'));
  editor.getContainer()?.querySelector('#gjs-clm-states')?.setAttribute('aria-label', t('bulkMail.editor.state'));
  titlePanelButtons(editor, t);
}

/** The names of the canvas and of the layer manager's controls, which GrapesJS leaves unnamed (keyboardAccess.ts). */
function keyboardTexts(t: (key: string) => string): KeyboardAccessTexts {
  return { canvas: t('bulkMail.editor.canvas'), layerChildren: t('bulkMail.editor.layerChildren'), layerVisible: t('bulkMail.editor.layerVisible') };
}

function languageOf(editor: Editor): MailLanguage | null {
  const { lang } = editor.getWrapper()?.getAttributes() ?? {};
  return isLanguage(lang) ? lang : null;
}

export default function MailDesigner({ ref, language, images, onChange }: MailDesignerProps) {
  const { t, i18n } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const editorRef = useRef<Editor | null>(null);
  /** a text block holds typing not yet written into the design */
  const typing = useRef(false);
  // read by the editor's listeners and by the handle, which outlive a render
  const latest = useRef({ language, images, onChange, t, uiLanguage: i18n.language });
  latest.current = { language, images, onChange, t, uiLanguage: i18n.language };

  useEffect(() => {
    if (!container.current) return;
    const { t: translate, uiLanguage } = latest.current;
    const editor = grapesjs.init({
      container: container.current,
      height: '100%',
      width: 'auto',
      fromElement: false,
      storageManager: false,
      // a click on a block adds it (to the selected section, else at the end): blocks work without dragging, on touch screens too
      blockManager: { appendOnClick: true },
      // GrapesJS reports its use to app.grapesjs.com unless told not to: nothing leaves the platform
      telemetry: false,
      // the screen keeps the design: no prompt of the editor's own when leaving
      noticeOnUnload: false,
      // its default loads Font Awesome from a CDN: the editor uses the app's own files only
      cssIcons: '',
      // selecting a block is not a change of the design (a change asks for a new test send)
      undoManager: { trackSelection: false },
      i18n: { locale: uiLanguage, detectLocale: false, messagesAdd: { ar: grapesArabic } },
      // images come from the attachments (uploaded to the account's storage), never by a typed address
      assetManager: { upload: false, showUrlInput: false, assets: latest.current.images.map((image) => ({ ...image })) },
      plugins: [
        grapesjs.usePlugin(newsletterPreset, {
          block: (id: string) => ({ label: translate(`bulkMail.blocks.${id}`) }),
          modalTitleImport: translate('bulkMail.editor.importTitle'),
          modalBtnImport: translate('bulkMail.editor.importButton'),
          modalTitleExport: translate('bulkMail.editor.codeTitle'),
          textCleanCanvas: translate('bulkMail.editor.clearConfirm'),
        }),
      ],
    });
    replaceRemotePlaceholders(editor);
    setLanguage(editor, latest.current.language);
    // the canvas page is made after the editor: it takes the language once its body is there
    editor.on('canvas:frame:load:body', ({ window }: { window: Window }) => showLanguage(window.document, latest.current.language));
    editor.on('update', () => {
      typing.current = false;
      latest.current.onChange();
    });
    // Typing in a text block changes the mail before GrapesJS writes the text into its design (when the
    // editing ends: then it counts the change, 'update'). Until then the design's HTML is not the mail on
    // the canvas: the handle says so (typing), and the screen knows the mail changed. Writing the text at
    // each key instead moves the caret back to the text's start.
    editor.on('component:input', () => {
      typing.current = true;
      latest.current.onChange();
    });
    // the editing ended: its text, if changed, is written into the design right after
    editor.on('rte:disable', () => {
      typing.current = false;
      latest.current.onChange();
    });
    editor.on('load', () => nameControls(editor, latest.current.t));
    // panel buttons and the layer manager reachable with Tab, worked with Enter and Space
    const stopKeyboardAccess = keepKeyboardAccess(container.current, () => keyboardTexts(latest.current.t));
    editorRef.current = editor;
    return () => {
      stopKeyboardAccess();
      editorRef.current = null;
      editor.destroy();
    };
    // made once: what changes later reaches it through the effects below
  }, []);

  useEffect(() => {
    const editor = editorRef.current;
    if (editor && languageOf(editor) !== language) setLanguage(editor, language);
  }, [language]);

  useEffect(() => {
    editorRef.current?.AssetManager.getAll().reset(images.map((image) => ({ ...image })));
  }, [images]);

  // the editor's own texts follow the screen's language
  useEffect(() => {
    const editor = editorRef.current;
    if (!editor || !isLanguage(i18n.language)) return;
    editor.I18n.setLocale(i18n.language);
    for (const id of BLOCKS) editor.Blocks.get(id)?.set('label', t(`bulkMail.blocks.${id}`));
    nameControls(editor, t);
    if (container.current) markKeyboardControls(container.current, keyboardTexts(t));
  }, [i18n.language, t]);

  useImperativeHandle(
    ref,
    () => ({
      getHtml: () => {
        const editor = editorRef.current;
        if (!editor) return '';
        return mailDocument(editor.runCommand('gjs-get-inlined-html') as string, latest.current.language);
      },
      typing: () => typing.current,
      getProjectData: () => (editorRef.current?.getProjectData() ?? { pages: [] }) as DesignData,
      loadProjectData: (data) => {
        const editor = editorRef.current;
        if (!editor) return null;
        editor.loadProjectData(data);
        replaceRemotePlaceholders(editor);
        const loaded = languageOf(editor);
        if (!loaded) setLanguage(editor, latest.current.language);
        return loaded;
      },
      addImage: (src, alt) => {
        const editor = editorRef.current;
        const wrapper = editor?.getWrapper();
        if (!editor || !wrapper) return;
        const selected = editor.getSelected();
        const into = selected && selected.get('droppable') !== false && !['image', 'text', 'link'].includes(selected.get('type') ?? '') ? selected : wrapper;
        const [image] = into.append({ type: 'image', src, attributes: { alt }, style: { 'max-width': '100%' } });
        if (image) editor.select(image);
      },
    }),
    [],
  );

  // GrapesJS sizes its own element at 100% of this box's definite height; its panels are laid out left to right
  return (
    <Box dir="ltr" sx={{ height: { xs: '80vh', md: '75vh' }, minHeight: 480, ...EDITOR_STYLES }}>
      <div ref={container} data-testid="mail-designer" />
    </Box>
  );
}
