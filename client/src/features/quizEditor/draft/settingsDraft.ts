import type { QuizDraft } from '../../../../../domain/quiz/editorRules.ts';

/** The quiz's settings as the editor holds them: everything but its content. */
export type SettingsDraft = Omit<QuizDraft, 'version' | 'sections' | 'questions'>;

export type SettingsChange = (patch: Partial<SettingsDraft>) => void;
