// Every text of the client by language. The shell's and the learner's texts
// are in ar.json and en.json; larger admin features keep theirs in a folder of
// their own (one top-level key each), so that they can grow without touching
// the rest.
import ar from './ar.json';
import en from './en.json';
import accountHomeAr from './accountHome/ar.json';
import accountHomeEn from './accountHome/en.json';
import programTreeAr from './programTree/ar.json';
import programTreeEn from './programTree/en.json';
import quizEditorAr from './quizEditor/ar.json';
import quizEditorEn from './quizEditor/en.json';

export const texts = {
  ar: { ...ar, accountHome: accountHomeAr, programTree: programTreeAr, quizEditor: quizEditorAr },
  en: { ...en, accountHome: accountHomeEn, programTree: programTreeEn, quizEditor: quizEditorEn },
};
