// Every text of the client by language, for the tests and the browser
// journeys. The app itself starts with the entry texts (ar.json, en.json) and
// gets the admin texts with the admin bundle (adminTexts.ts).
import ar from './ar.json';
import en from './en.json';
import { adminTexts } from './adminTexts.ts';
import { learnerTexts } from './learnerTexts.ts';

export const texts = {
  ar: { ...ar, ...learnerTexts.ar, ...adminTexts.ar },
  en: { ...en, ...learnerTexts.en, ...adminTexts.en },
};
