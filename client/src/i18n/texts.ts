// Every text of the client by language, for the tests and the browser
// journeys. The app itself starts with the entry texts (ar.json, en.json) and
// gets the admin texts with the admin bundle (adminTexts.ts).
import ar from './ar.json';
import en from './en.json';
import { adminTexts } from './adminTexts.ts';

export const texts = {
  ar: { ...ar, ...adminTexts.ar },
  en: { ...en, ...adminTexts.en },
};
