// The demo quiz: version 2, two sections, in the document shape the quiz engine reads.
export const demoQuizContent = {
  sections: [
    {
      id: 'sec-basics',
      name: 'Basics',
      questions: [
        {
          id: 'q-capital',
          type: 0,
          text: 'What is the capital of Egypt?',
          choices: ['Alexandria', 'Cairo', 'Giza'],
          correctAnswer: 2,
          weight: 1,
          clarification: 'Cairo has been the capital since 969.',
        },
        {
          id: 'q-color',
          type: 1,
          text: 'Which colour do you get by mixing blue and yellow?',
          possibleAnswers: ['green', 'أخضر'],
          weight: 1,
        },
      ],
    },
    {
      id: 'sec-more',
      name: 'More',
      questions: [
        {
          id: 'q-primes',
          type: 5,
          text: 'Which of these numbers are prime?',
          choices: ['2', '4', '7'],
          possibleAnswers: [true, false, true],
          weight: 1,
        },
        { id: 'q-info', type: 4, text: 'Thank you for taking the demo quiz.', weight: 0 },
      ],
    },
  ],
};

// The demo exam: timed, version 2, one question of every type, with its review.
export const demoExamContent = {
  sections: [
    {
      id: 'exam-choices',
      name: 'Choices',
      questions: [
        { id: 'exam-capital', type: 0, text: 'What is the capital of Egypt?', choices: ['Alexandria', 'Cairo', 'Giza'], correctAnswer: 2, weight: 2, clarification: 'Cairo has been the capital since 969.' },
        { id: 'exam-primes', type: 5, text: 'Which of these numbers are prime?', choices: ['2', '4', '7'], possibleAnswers: [true, false, true], weight: 1 },
        { id: 'exam-agree', type: 6, text: 'I answered this exam by myself.', weight: 0 },
      ],
    },
    {
      id: 'exam-writing',
      name: 'Writing',
      questions: [
        { id: 'exam-colour', type: 1, text: 'Which colour do you get by mixing blue and yellow?', possibleAnswers: ['green', 'أخضر'], weight: 1, clarification: 'Blue and yellow make green.' },
        {
          id: 'exam-spaces',
          type: 2,
          text: 'Complete the sentence.',
          weight: 1,
          fields: [
            { type: 'text', value: 'The sun is a' },
            { type: 'space', values: ['star', 'نجم'], size: 'md' },
            { type: 'text', value: 'and the moon is a' },
            { type: 'space', values: ['satellite', 'قمر'], size: 'lg' },
          ],
        },
        { id: 'exam-note', type: 4, text: 'The last section asks about you; it is not graded.' },
      ],
    },
    {
      id: 'exam-about',
      name: 'About you',
      questions: [
        { id: 'exam-track', type: 7, text: 'Which session do you attend?', choices: ['Morning', 'Evening'], weight: 0 },
        { id: 'exam-country', type: 8, text: 'Where do you live?', showRegion: true, weight: 0 },
        { id: 'exam-file', type: 3, text: 'Upload your notes (optional).', isOptionalQuestion: true },
      ],
    },
  ],
};

// A feedback form: nothing is graded, so its maximum grade is 0.
export const feedbackFormContent = {
  sections: [
    {
      id: 'feedback',
      name: 'Feedback',
      questions: [
        { id: 'feedback-rating', type: 0, text: 'How useful was the program?', choices: ['Very useful', 'Useful', 'Not useful'], weight: 0 },
        { id: 'feedback-comment', type: 1, text: 'What should we improve?', weight: 0, isOptionalQuestion: true },
      ],
    },
  ],
};

// The registration form of the demo's second account: the course-link choices are its tracks.
export const registrationFormContent = {
  sections: [
    {
      id: 'registration',
      name: 'Registration',
      questions: [
        { id: 'registration-reason', type: 1, text: 'Why do you want to join?', weight: 0 },
        { id: 'registration-track', type: 7, text: 'Choose your track', choices: ['Morning track', 'Evening track'], weight: 0 },
      ],
    },
  ],
};
