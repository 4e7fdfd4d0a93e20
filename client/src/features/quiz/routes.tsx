// The quiz bundle: taking a quiz, its result and the Info screen, loaded
// lazily by routes/lazyScreens.ts (`quiz.<export>`) the first time a learner
// opens a quiz.
export { QuizViewScreen } from './QuizViewScreen.tsx';
export { QuizAnswerScreen } from './QuizAnswerScreen.tsx';
export { InfoScreen } from './InfoScreen.tsx';
