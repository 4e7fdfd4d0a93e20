/**
 * @generated SignedSource<<12b079017db47c80dfae2d5221454ef3>>
 * @relayHash e426f8d2085a7cd4c109eb5e05f6afc2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d24920fb368268b1e8eb590cc93ceb4b5bbcd55fc7d8ded1047479005efb3614

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ErrorCode = "accountHasLearners" | "aliasTaken" | "apiTokenBudgetExceeded" | "apiTokenExpiryInvalid" | "apiTokenNameRequired" | "apiTokenNotAllowed" | "assistantHistoryInvalid" | "assistantHistoryTooLong" | "assistantLimitReached" | "assistantMessageInvalid" | "assistantMessageRequired" | "assistantMessageTooLong" | "assistantUnavailable" | "attachmentTooLarge" | "attachmentTypeNotAllowed" | "attemptClosed" | "contactEmailRequired" | "dateOfBirthRequired" | "deleteEmailMismatch" | "deleteNotConfirmed" | "descriptionRequired" | "duplicateCid" | "duplicateItemId" | "emailsDoNotMatch" | "externalQuiz" | "fileContentMismatch" | "fileRequired" | "forbidden" | "invalidAttachmentName" | "invalidCid" | "invalidColor" | "invalidConsent" | "invalidCredentials" | "invalidDateOfBirth" | "invalidEmail" | "invalidExpression" | "invalidGrade" | "invalidLink" | "invalidMaintenanceUntil" | "invalidRowEntry" | "invalidRowEntryExternalGrading" | "invalidUser" | "invalid_audio_type" | "invalid_data_entry" | "invalid_image_type" | "invalid_video_type" | "invalid_youtube_video" | "itemLocked" | "itemNameRequired" | "maintenance" | "minimumAge" | "missingQuestionID" | "mustAcceptPrivacyPolicy" | "mustAcceptTerms" | "nameRequired" | "noGradeYet" | "noRecipients" | "noResult" | "noSubmission" | "notExternalQuiz" | "notFound" | "organizationNotFound" | "passGrade_too_high" | "persistedOperationNotFound" | "persistedOperationRequired" | "prerequisitesNotPassed" | "programClosed" | "programNameRequired" | "queryTooCostly" | "queryTooDeep" | "queryTooLarge" | "quizHasSubmissions" | "quizNameRequired" | "quizNotActive" | "quizNotAnswered" | "quizTimeExpired" | "registrationClosed" | "renderTimeout" | "requiredFieldsMissing" | "resetLinkExpired" | "resetLinkInvalid" | "resetLinkUsed" | "senderHasNoEmail" | "serverBusy" | "signInCodeAttempts" | "signInCodeExpired" | "signInCodeNotNeeded" | "signInCodeRequired" | "signInCodeUsed" | "signInCodeWrong" | "staleRevision" | "stepUpRequired" | "storageUnavailable" | "subjectRequired" | "templateTooHeavy" | "tooManyAliases" | "tooManyAttachments" | "tooManyDirectives" | "tooManyRecipients" | "tooManyRequests" | "tooManyRows" | "treeTooLarge" | "typeRequired" | "unauthenticated" | "userAlreadyExamined" | "userAlreadyRegistered" | "userNotFound" | "userNotRegistered" | "usernameTaken" | "videoNotEnabled" | "%future added value";
export type DuplicateQuizInput = {
  folderId?: string | null | undefined;
  name: string;
  programId?: string | null | undefined;
  quizId: string;
};
export type DuplicateQuizMutation$variables = {
  input: DuplicateQuizInput;
};
export type DuplicateQuizMutation$data = {
  readonly duplicateQuiz: {
    readonly __typename: "AppError";
    readonly code: ErrorCode;
    readonly field: string | null | undefined;
    readonly message: string;
  } | {
    readonly __typename: "MutationDuplicateQuizSuccess";
    readonly data: {
      readonly account: {
        readonly " $fragmentSpreads": FragmentRefs<"ProgramTreeSection_account">;
      };
      readonly quizId: string;
      readonly revision: number;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type DuplicateQuizMutation = {
  response: DuplicateQuizMutation$data;
  variables: DuplicateQuizMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
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
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "quizId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "revision",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "tracks",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DuplicateQuizMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "duplicateQuiz",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
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
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Account",
                    "kind": "LinkedField",
                    "name": "account",
                    "plural": false,
                    "selections": [
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "ProgramTreeSection_account"
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "MutationDuplicateQuizSuccess",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DuplicateQuizMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "duplicateQuiz",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
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
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Account",
                    "kind": "LinkedField",
                    "name": "account",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "enableVideo",
                        "storageKey": null
                      },
                      (v7/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "EditorQuizSummary",
                        "kind": "LinkedField",
                        "name": "quizzes",
                        "plural": true,
                        "selections": [
                          (v4/*:: as any*/),
                          (v8/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "isForm",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "externalGrades",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "examineesCount",
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
                            "name": "published",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "EditorProgram",
                        "kind": "LinkedField",
                        "name": "editorPrograms",
                        "plural": true,
                        "selections": [
                          (v6/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "programId",
                            "storageKey": null
                          },
                          (v8/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "order",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "hidden",
                            "storageKey": null
                          },
                          (v5/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "prerequisites",
                            "storageKey": null
                          },
                          (v7/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "prerequisitesOperationOR",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "headingProgress",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "items",
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
              }
            ],
            "type": "MutationDuplicateQuizSuccess",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d24920fb368268b1e8eb590cc93ceb4b5bbcd55fc7d8ded1047479005efb3614",
    "metadata": {},
    "name": "DuplicateQuizMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ffc17fa8e8657e803de2d542edcb122c";

export default node;
