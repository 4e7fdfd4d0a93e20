// A quiz with one question of every type, whose answer keys all carry
// KEY_MARK (or are numbers and flags the tests name), so that a test can say
// of a whole answer that no key is in it.
export const KEY_MARK = 'KEY-';

export const everyQuestionType = {
  sections: [
    {
      id: 's1',
      name: 'Choices',
      questions: [
        { id: 'single', type: 0, text: 'Capital?', choices: ['Alexandria', 'Cairo'], correctAnswer: 2, weight: 2, clarification: `${KEY_MARK}clarification` },
        { id: 'multiple', type: 5, text: 'Primes?', choices: ['2', '4', '7'], possibleAnswers: [true, false, true], weight: 1 },
        { id: 'checkbox', type: 6, text: 'Agree?', isOriginalCheckbox: true, weight: 1 },
        { id: 'course', type: 7, text: 'Which course?', choices: ['A', 'B'], courseLinks: [`${KEY_MARK}course-a`, `${KEY_MARK}course-b`], possibleAnswers: [false, true], weight: 1 },
      ],
    },
    {
      id: 's2',
      name: 'Writing',
      questions: [
        { id: 'writing', type: 1, text: 'Colour?', possibleAnswers: [`${KEY_MARK}green`], isManuallyGraded: false, validationRegex: '^[a-z-]+$', regexContains: true, weight: 1 },
        {
          id: 'spaces',
          type: 2,
          text: 'Fill in',
          weight: 1,
          fields: [
            { type: 'text', value: 'The sun is a' },
            { type: 'space', values: [`${KEY_MARK}star`], size: 'md' },
            { type: 'text', value: 'and the moon a' },
            { type: 'space', values: [`${KEY_MARK}satellite`] },
          ],
        },
        { id: 'file', type: 3, text: 'Upload', isOptionalQuestion: true },
        { id: 'info', type: 4, text: 'Thanks', clarification: `${KEY_MARK}info` },
        { id: 'country', type: 8, text: 'Where?', showRegion: true },
      ],
    },
  ],
};
