/**
 * @generated SignedSource<<8affc6d4688deb8466614654a43a393f>>
 * @relayHash 0ba982f4ec2b509088b8376e116cf225
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 30651e53123b4971da62b4c89fb8c0333a1c142a9ab69c12a97909bb6b1f66bb

import { ConcreteRequest } from 'relay-runtime';
export type ErrorCode = "accountHasLearners" | "aliasTaken" | "apiTokenBudgetExceeded" | "apiTokenExpiryInvalid" | "apiTokenNameRequired" | "apiTokenNotAllowed" | "assistantHistoryInvalid" | "assistantHistoryTooLong" | "assistantLimitReached" | "assistantMessageInvalid" | "assistantMessageRequired" | "assistantMessageTooLong" | "assistantUnavailable" | "attachmentTooLarge" | "attachmentTypeNotAllowed" | "attemptClosed" | "contactEmailRequired" | "dateOfBirthRequired" | "deleteEmailMismatch" | "deleteNotConfirmed" | "descriptionRequired" | "duplicateCid" | "duplicateItemId" | "emailsDoNotMatch" | "externalQuiz" | "fileContentMismatch" | "fileRequired" | "forbidden" | "invalidAttachmentName" | "invalidCid" | "invalidColor" | "invalidConsent" | "invalidCredentials" | "invalidDateOfBirth" | "invalidEmail" | "invalidExpression" | "invalidGrade" | "invalidLink" | "invalidMaintenanceUntil" | "invalidRowEntry" | "invalidRowEntryExternalGrading" | "invalidUser" | "invalid_audio_type" | "invalid_data_entry" | "invalid_image_type" | "invalid_video_type" | "invalid_youtube_video" | "itemLocked" | "itemNameRequired" | "maintenance" | "minimumAge" | "missingQuestionID" | "mustAcceptPrivacyPolicy" | "mustAcceptTerms" | "nameRequired" | "noGradeYet" | "noRecipients" | "noResult" | "noSubmission" | "notExternalQuiz" | "notFound" | "organizationNotFound" | "passGrade_too_high" | "persistedOperationNotFound" | "persistedOperationRequired" | "prerequisitesNotPassed" | "programClosed" | "programNameRequired" | "queryTooCostly" | "queryTooDeep" | "queryTooLarge" | "quizHasSubmissions" | "quizNameRequired" | "quizNotActive" | "quizNotAnswered" | "quizTimeExpired" | "registrationClosed" | "renderTimeout" | "requiredFieldsMissing" | "resetLinkExpired" | "resetLinkInvalid" | "resetLinkUsed" | "senderHasNoEmail" | "serverBusy" | "signInCodeAttempts" | "signInCodeExpired" | "signInCodeNotNeeded" | "signInCodeRequired" | "signInCodeUsed" | "signInCodeWrong" | "staleRevision" | "stepUpRequired" | "storageUnavailable" | "subjectRequired" | "templateTooHeavy" | "tooManyAliases" | "tooManyAttachments" | "tooManyDirectives" | "tooManyRecipients" | "tooManyRequests" | "tooManyRows" | "treeTooLarge" | "typeRequired" | "unauthenticated" | "userAlreadyExamined" | "userAlreadyRegistered" | "userNotFound" | "userNotRegistered" | "usernameTaken" | "videoNotEnabled" | "%future added value";
export type useQuizDocumentQuery$variables = {
  quizId: string;
};
export type useQuizDocumentQuery$data = {
  readonly quizDocument: {
    readonly __typename: "AppError";
    readonly code: ErrorCode;
  } | {
    readonly __typename: "QueryQuizDocumentSuccess";
    readonly data: {
      readonly document: any;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useQuizDocumentQuery = {
  response: useQuizDocumentQuery$data;
  variables: useQuizDocumentQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "quizId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "quizId",
        "variableName": "quizId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "quizDocument",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          }
        ],
        "type": "AppError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QuizDocument",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "document",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "QueryQuizDocumentSuccess",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useQuizDocumentQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useQuizDocumentQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "30651e53123b4971da62b4c89fb8c0333a1c142a9ab69c12a97909bb6b1f66bb",
    "metadata": {},
    "name": "useQuizDocumentQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9aff8c94d64c8025b0aa264f54a0a127";

export default node;
