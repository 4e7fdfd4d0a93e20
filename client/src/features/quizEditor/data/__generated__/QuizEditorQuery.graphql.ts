/**
 * @generated SignedSource<<cc71e961b85104b8395e0a23a5af778f>>
 * @relayHash 68ab714c6e9e2335de1ef53b2ff16fc6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6c514377002e80bcd32a265ca1048774f8a7d24876268f5713e7d48ff0ac7c8f

import { ConcreteRequest } from 'relay-runtime';
export type ErrorCode = "accountHasLearners" | "aliasTaken" | "apiTokenBudgetExceeded" | "apiTokenExpiryInvalid" | "apiTokenNameRequired" | "apiTokenNotAllowed" | "assistantHistoryInvalid" | "assistantHistoryTooLong" | "assistantLimitReached" | "assistantMessageInvalid" | "assistantMessageRequired" | "assistantMessageTooLong" | "assistantUnavailable" | "attachmentTooLarge" | "attachmentTypeNotAllowed" | "attemptClosed" | "contactEmailRequired" | "dateOfBirthRequired" | "deleteEmailMismatch" | "deleteNotConfirmed" | "descriptionRequired" | "duplicateCid" | "duplicateItemId" | "emailsDoNotMatch" | "externalQuiz" | "fileContentMismatch" | "fileRequired" | "forbidden" | "invalidAttachmentName" | "invalidCid" | "invalidColor" | "invalidConsent" | "invalidCredentials" | "invalidDateOfBirth" | "invalidEmail" | "invalidExpression" | "invalidGrade" | "invalidLink" | "invalidMaintenanceUntil" | "invalidRowEntry" | "invalidRowEntryExternalGrading" | "invalidUser" | "invalid_audio_type" | "invalid_data_entry" | "invalid_image_type" | "invalid_video_type" | "invalid_youtube_video" | "itemLocked" | "itemNameRequired" | "maintenance" | "minimumAge" | "missingQuestionID" | "mustAcceptPrivacyPolicy" | "mustAcceptTerms" | "nameRequired" | "noGradeYet" | "noRecipients" | "noResult" | "noSubmission" | "notExternalQuiz" | "notFound" | "organizationNotFound" | "passGrade_too_high" | "persistedOperationNotFound" | "persistedOperationRequired" | "prerequisitesNotPassed" | "programClosed" | "programNameRequired" | "queryTooCostly" | "queryTooDeep" | "queryTooLarge" | "quizHasSubmissions" | "quizNameRequired" | "quizNotActive" | "quizNotAnswered" | "quizTimeExpired" | "registrationClosed" | "renderTimeout" | "requiredFieldsMissing" | "resetLinkExpired" | "resetLinkInvalid" | "resetLinkUsed" | "senderHasNoEmail" | "serverBusy" | "signInCodeAttempts" | "signInCodeExpired" | "signInCodeNotNeeded" | "signInCodeRequired" | "signInCodeUsed" | "signInCodeWrong" | "staleRevision" | "stepUpRequired" | "storageUnavailable" | "subjectRequired" | "templateTooHeavy" | "tooManyAliases" | "tooManyAttachments" | "tooManyDirectives" | "tooManyRecipients" | "tooManyRequests" | "tooManyRows" | "treeTooLarge" | "typeRequired" | "unauthenticated" | "userAlreadyExamined" | "userAlreadyRegistered" | "userNotFound" | "userNotRegistered" | "usernameTaken" | "videoNotEnabled" | "%future added value";
export type QuizEditorQuery$variables = {
  hasQuiz: boolean;
  quizId: string;
};
export type QuizEditorQuery$data = {
  readonly quizDocument?: {
    readonly __typename: "AppError";
    readonly code: ErrorCode;
    readonly field: string | null | undefined;
    readonly message: string;
  } | {
    readonly __typename: "QueryQuizDocumentSuccess";
    readonly data: {
      readonly answersCount: number;
      readonly attemptsInProgress: number;
      readonly document: any;
      readonly hasUnpublishedChanges: boolean;
      readonly publishedDocument: any | null | undefined;
      readonly quizId: string;
      readonly revision: number;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
  readonly viewer: {
    readonly account: {
      readonly enableVideo: boolean;
      readonly id: string;
      readonly isTimed: boolean;
      readonly quizzes: ReadonlyArray<{
        readonly isForm: boolean;
        readonly name: string;
        readonly quizId: string;
      }>;
      readonly tracks: ReadonlyArray<string>;
    } | null | undefined;
  };
};
export type QuizEditorQuery = {
  response: QuizEditorQuery$data;
  variables: QuizEditorQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hasQuiz"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "quizId"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "quizId",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Account",
        "kind": "LinkedField",
        "name": "account",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isTimed",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "enableVideo",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "tracks",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "EditorQuizSummary",
            "kind": "LinkedField",
            "name": "quizzes",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isForm",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "condition": "hasQuiz",
    "kind": "Condition",
    "passingValue": true,
    "selections": [
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "message",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "field",
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
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "revision",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "document",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "publishedDocument",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hasUnpublishedChanges",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "answersCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "attemptsInProgress",
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
    ]
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "QuizEditorQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "QuizEditorQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "6c514377002e80bcd32a265ca1048774f8a7d24876268f5713e7d48ff0ac7c8f",
    "metadata": {},
    "name": "QuizEditorQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "10cb15699778f05f68363f341157b847";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
