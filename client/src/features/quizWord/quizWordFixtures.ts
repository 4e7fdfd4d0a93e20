// Quizzes with a question of every type (0–8), in English and in Arabic, for
// the Word export's tests, and real PNG pictures of a chosen size.
import { deflateSync, crc32 } from 'node:zlib';
import type { Question, Quiz } from '../../../../domain/quiz/types.ts';

interface Words {
  name: string;
  sections: [string, string];
  single: string;
  choices: [string, string, string];
  multiple: string;
  multipleChoices: [string, string, string];
  writing: string;
  accepted: [string, string];
  spacesBefore: string;
  spacesBetween: string;
  spaceValues: [string, string];
  file: string;
  info: string;
  checkbox: string;
  course: string;
  courses: [string, string];
  country: string;
  clarification: string;
}

export const ENGLISH: Words = {
  name: 'Geography final',
  sections: ['Capitals', 'More'],
  single: 'What is the capital of France?',
  choices: ['Paris', 'Lyon', 'Nice'],
  multiple: 'Which of these are rivers?',
  multipleChoices: ['Nile', 'Alps', 'Danube'],
  writing: 'Name the longest river.',
  accepted: ['Nile River', 'River Nile'],
  spacesBefore: 'The sun rises in the',
  spacesBetween: 'and sets in the',
  spaceValues: ['east', 'west'],
  file: 'Upload your map.',
  info: 'Read the map before answering.',
  checkbox: 'I confirm I worked alone.',
  course: 'Which course comes next?',
  courses: ['Physics', 'Chemistry'],
  country: 'Where do you live?',
  clarification: 'Paris has been the capital since 987.',
};

export const ARABIC: Words = {
  name: 'اختبار الجغرافيا',
  sections: ['العواصم', 'المزيد'],
  single: 'ما عاصمة فرنسا؟',
  choices: ['باريس', 'ليون', 'نيس'],
  multiple: 'أيّ هذه أنهار؟',
  multipleChoices: ['النيل', 'الألب', 'الدانوب'],
  writing: 'اذكر أطول نهر.',
  accepted: ['نهر النيل', 'النيل العظيم'],
  spacesBefore: 'تشرق الشمس من',
  spacesBetween: 'وتغرب في',
  spaceValues: ['الشرق', 'الغرب'],
  file: 'ارفع خريطتك.',
  info: 'اقرأ الخريطة قبل الإجابة.',
  checkbox: 'أؤكد أنني عملت وحدي.',
  course: 'ما المقرر التالي؟',
  courses: ['الفيزياء', 'الكيمياء'],
  country: 'أين تسكن؟',
  clarification: 'باريس عاصمة منذ عام 987.',
};

export function everyTypeQuestions(words: Words): Question[] {
  return [
    { id: 'q0', type: 0, text: words.single, weight: 2, choices: [...words.choices], correctAnswer: 1, clarification: words.clarification },
    { id: 'q5', type: 5, text: words.multiple, weight: 1, choices: [...words.multipleChoices], possibleAnswers: [true, false, true] },
    { id: 'q1', type: 1, text: words.writing, weight: 1, possibleAnswers: [...words.accepted] },
    {
      id: 'q2',
      type: 2,
      text: '',
      weight: 1,
      fields: [
        { type: 'text', value: words.spacesBefore },
        { type: 'space', values: [words.spaceValues[0]], size: 'sm' },
        { type: 'text', value: words.spacesBetween },
        { type: 'space', values: [words.spaceValues[1]], size: 'lg' },
      ],
    },
    { id: 'q4', type: 4, text: words.info },
    { id: 'q3', type: 3, text: words.file, weight: 0 },
    { id: 'q6', type: 6, text: words.checkbox, weight: 1, isOriginalCheckbox: true },
    { id: 'q7', type: 7, text: words.course, weight: 0, choices: [...words.courses], courseLinks: ['c1', 'c2'] },
    { id: 'q8', type: 8, text: words.country, weight: 0, showRegion: true },
  ];
}

/** A version 2 quiz: the choice questions in the first section, the rest in the second. */
export function everyTypeQuiz(words: Words): Quiz {
  const questions = everyTypeQuestions(words);
  return {
    id: 'quiz-1',
    name: words.name,
    passGrade: 0,
    version: 2,
    sections: [
      { id: 's1', name: words.sections[0], questions: questions.slice(0, 2) },
      { id: 's2', name: words.sections[1], questions: questions.slice(2) },
    ],
  };
}

/** A real PNG file of this size: one grey pixel repeated, 8-bit greyscale. */
export function pngOfSize(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, checksum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // bit depth 8, greyscale, deflate, no filter, no interlace
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  for (let row = 0; row < height; row += 1) rows[row * (width + 1)] = 0; // each row's filter byte: none
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]));
}
