// The error codes the API answers with. Spec codes keep their spelling
// (invalid_data_entry, quizNotActive, ...); the rest follow the spec's camelCase.
// The client translates each under errors.<code>.
export const ERROR_CODES = [
  'invalid_data_entry',
  'invalidEmail',
  'emailsDoNotMatch',
  'nameRequired',
  'mustAcceptPrivacyPolicy',
  'mustAcceptTerms',
  'dateOfBirthRequired',
  'minimumAge',
  'invalidDateOfBirth',
  'userAlreadyRegistered',
  'userNotFound',
  'invalidCredentials',
  'unauthenticated',
  'forbidden',
  'notFound',
  'organizationNotFound',
  // learner content
  'programClosed',
  'itemLocked',
  // quiz editor and quiz engine
  'passGrade_too_high',
  'invalidExpression',
  // taking quizzes (learner spec §8)
  'quizNotActive',
  'userAlreadyExamined',
  'prerequisitesNotPassed',
  'externalQuiz',
  'quizTimeExpired',
  'userNotRegistered',
  'quizNotAnswered',
  'attemptClosed',
  'noResult',
  'noGradeYet',
  'registrationClosed',
  // the database is overloaded: try again
  'serverBusy',
  // the account owner's programs and quizzes (admin spec §5)
  'staleRevision',
  'quizHasSubmissions',
  'programNameRequired',
  'quizNameRequired',
  'itemNameRequired',
  'fileRequired',
  'invalid_video_type',
  'invalid_audio_type',
  'invalid_youtube_video',
  'invalidLink',
  'invalid_image_type',
  'videoNotEnabled',
  'duplicateItemId',
  'treeTooLarge',
  'invalidColor',
  // GraphQL limits, persisted operations and integrators' API tokens (security issue, item 7)
  'queryTooLarge',
  'queryTooDeep',
  'tooManyAliases',
  'tooManyDirectives',
  'queryTooCostly',
  'persistedOperationRequired',
  'persistedOperationNotFound',
  'apiTokenNameRequired',
  'apiTokenExpiryInvalid',
  // a credential (a session, an API token, a reset link) or where credentials are mailed, asked for with an API token (docs/decisions.md, API tokens)
  'apiTokenNotAllowed',
  // uploads and stored files (security: files)
  'fileContentMismatch',
  // an account's own bucket or endpoint (set by the platform admin) cannot take files (docs/decisions/storage.md)
  'storageUnavailable',
  // rate limits (server/security/rateLimits.ts): try again after Retry-After seconds
  'tooManyRequests',
  // an API token's budget of operations, cost or operations at once is spent: try again after Retry-After seconds
  'apiTokenBudgetExceeded',
  // grade uploads and grade offsets (admin spec §5, §8; docs/decisions/grades.md)
  'invalidRowEntry',
  'invalidRowEntryExternalGrading',
  'invalidGrade',
  'missingQuestionID',
  'noSubmission',
  'tooManyRows',
  'notExternalQuiz',
  // course introductions (admin spec §7): the introduction is of another organisation
  'invalidUser',
  // the organisation holder's accounts: usernames are unique across the platform (docs/decisions/orgAccounts.md)
  'usernameTaken',
  // the platform admin (docs/decisions/platformAdmin.md): an organisation alias is unique; an account whose learners belong to its organisation does not move
  'aliasTaken',
  'accountHasLearners',
  // reset-password links (docs/decisions/passwords.md): wrong token or username, past its time, already spent
  'resetLinkInvalid',
  'resetLinkExpired',
  'resetLinkUsed',
  // support tickets (admin spec §5: 'Subject is required' ...; docs/decisions/tickets.md)
  'subjectRequired',
  'descriptionRequired',
  'typeRequired',
  'contactEmailRequired',
  // maintenance mode (docs/decisions/maintenance.md): every call but the platform admin's answers 503; the estimated end is a date and time ahead
  'maintenance',
  'invalidMaintenanceUntil',
  // own data (docs/decisions/privacy.md): deleting the account needs the learner's own e-mail typed and the confirmation ticked
  'deleteEmailMismatch',
  'deleteNotConfirmed',
  // the course assistant (POST /chat, askAssistant; docs/decisions/assistant.md)
  'assistantMessageRequired',
  'assistantMessageTooLong',
  'assistantMessageInvalid',
  'assistantHistoryInvalid',
  'assistantHistoryTooLong',
  'assistantLimitReached',
  'assistantUnavailable',
  // verified sign-in (docs/decisions/verifiedSignIn.md): the mailed one-time code is missing, wrong, past its ten minutes, spent, out of tries; codes are off
  'signInCodeRequired',
  'signInCodeWrong',
  'signInCodeExpired',
  'signInCodeUsed',
  'signInCodeAttempts',
  'signInCodeNotNeeded',
  // step-up codes (issue 30, docs/decisions/stepUpCodes.md): exporting or deleting needs a code mailed for that action
  'stepUpRequired',
  // consent (learner spec §3, §7 user/updateUserConsent; docs/decisions/consent.md): not a version 1.0 record of booleans, or a policy not accepted
  'invalidConsent',
  // bulk e-mail (admin spec: Send email; docs/decisions/bulkMail.md): the spec's 'Please fill the required fields!', the 10,000-line file, no addressable recipient, the attachments' rules
  'requiredFieldsMissing',
  'tooManyRecipients',
  'noRecipients',
  'invalidAttachmentName',
  'attachmentTypeNotAllowed',
  'attachmentTooLarge',
  'tooManyAttachments',
  'invalidCid',
  'duplicateCid',
  // the test send goes to the sender's own address: an identity without one cannot test
  'senderHasNoEmail',
  // certificate templates (issue 30; docs/decisions/certificates.md, heavy templates): past a static limit of the drawing's work, or cut off at the render's time limit
  'templateTooHeavy',
  'renderTimeout',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
