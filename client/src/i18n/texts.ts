// Every text of the client by language, for the tests and the browser
// journeys. The app itself starts with one language's entry texts
// (entry/ar.ts or entry/en.ts, loaded by index.ts) and gets the admin texts
// with the admin bundle (adminTexts.ts).
import { adminTexts } from './adminTexts.ts';
import ar from './entry/ar.ts';
import en from './entry/en.ts';

export const texts = {
  ar: { ...ar, ...adminTexts.ar },
  en: { ...en, ...adminTexts.en },
};
