// What the send-email screen asks of its visual editor. The editor itself
// (GrapesJS, MailDesigner.tsx) is a chunk of its own, loaded when the screen
// shows it; the screen reaches it only through this handle, so a test can put
// a plain stand-in in its place (MailDesignerSlot's context).
import type { Ref } from 'react';
import type { DesignData } from '../../../../../domain/bulkMail/designFile.ts';
import type { Language } from '../../../i18n/languages.ts';

/** The language the message is written in: its lang, and its direction (directionOf: rtl for Arabic). */
export type MailLanguage = Language;

/** An uploaded image the editor offers in its assets. */
export interface DesignImage {
  src: string;
  name: string;
}

export interface MailDesignerHandle {
  /** the mail as sent: one HTML document, CSS inlined, dir and lang on it */
  getHtml(): string;
  /** whether a text block holds typing not yet in getHtml (GrapesJS writes it when the text's editing ends) */
  typing(): boolean;
  getProjectData(): DesignData;
  /** replaces the design; answers the language the design says it is in, or null */
  loadProjectData(data: DesignData): MailLanguage | null;
  /** puts the image in the design: into the selected block, else at the end */
  addImage(src: string, alt: string): void;
}

export interface MailDesignerProps {
  ref: Ref<MailDesignerHandle>;
  /** the message's language; the canvas follows its direction */
  language: MailLanguage;
  images: readonly DesignImage[];
  /** the design changed (not the selection) */
  onChange: () => void;
}
