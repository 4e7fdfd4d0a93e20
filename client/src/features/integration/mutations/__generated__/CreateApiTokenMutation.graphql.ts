/**
 * @generated SignedSource<<38c4f65a69a29d56deddfd30cacfc6de>>
 * @relayHash 3be6640c2980078e736a34b57afc6273
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4b794f390d9d323c7ad74247720d8ce0a5ddac2152594aca150b1a5100d5eb63

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApiTokenScope = "READ_ONLY" | "READ_WRITE" | "%future added value";
export type ErrorCode = "accountHasLearners" | "aliasTaken" | "apiTokenBudgetExceeded" | "apiTokenExpiryInvalid" | "apiTokenNameRequired" | "apiTokenNotAllowed" | "assistantHistoryInvalid" | "assistantHistoryTooLong" | "assistantLimitReached" | "assistantMessageInvalid" | "assistantMessageRequired" | "assistantMessageTooLong" | "assistantUnavailable" | "attachmentTooLarge" | "attachmentTypeNotAllowed" | "attemptClosed" | "contactEmailRequired" | "dateOfBirthRequired" | "deleteEmailMismatch" | "deleteNotConfirmed" | "descriptionRequired" | "duplicateCid" | "duplicateItemId" | "emailsDoNotMatch" | "externalQuiz" | "fileContentMismatch" | "fileRequired" | "forbidden" | "invalidAttachmentName" | "invalidCid" | "invalidColor" | "invalidConsent" | "invalidCredentials" | "invalidDateOfBirth" | "invalidEmail" | "invalidExpression" | "invalidGrade" | "invalidLink" | "invalidMaintenanceUntil" | "invalidRowEntry" | "invalidRowEntryExternalGrading" | "invalidUser" | "invalid_audio_type" | "invalid_data_entry" | "invalid_image_type" | "invalid_video_type" | "invalid_youtube_video" | "itemLocked" | "itemNameRequired" | "maintenance" | "minimumAge" | "missingQuestionID" | "mustAcceptPrivacyPolicy" | "mustAcceptTerms" | "nameRequired" | "noGradeYet" | "noRecipients" | "noResult" | "noSubmission" | "notExternalQuiz" | "notFound" | "organizationNotFound" | "passGrade_too_high" | "persistedOperationNotFound" | "persistedOperationRequired" | "prerequisitesNotPassed" | "programClosed" | "programNameRequired" | "queryTooCostly" | "queryTooDeep" | "queryTooLarge" | "quizHasSubmissions" | "quizNameRequired" | "quizNotActive" | "quizNotAnswered" | "quizTimeExpired" | "registrationClosed" | "renderTimeout" | "requiredFieldsMissing" | "resetLinkExpired" | "resetLinkInvalid" | "resetLinkUsed" | "senderHasNoEmail" | "serverBusy" | "signInCodeAttempts" | "signInCodeExpired" | "signInCodeNotNeeded" | "signInCodeRequired" | "signInCodeUsed" | "signInCodeWrong" | "staleRevision" | "stepUpRequired" | "storageUnavailable" | "subjectRequired" | "templateTooHeavy" | "tooManyAliases" | "tooManyAttachments" | "tooManyDirectives" | "tooManyRecipients" | "tooManyRequests" | "tooManyRows" | "treeTooLarge" | "typeRequired" | "unauthenticated" | "userAlreadyExamined" | "userAlreadyRegistered" | "userNotFound" | "userNotRegistered" | "usernameTaken" | "videoNotEnabled" | "%future added value";
export type CreateApiTokenInput = {
  expiresInDays: number;
  name: string;
  scope: ApiTokenScope;
};
export type CreateApiTokenMutation$variables = {
  input: CreateApiTokenInput;
};
export type CreateApiTokenMutation$data = {
  readonly createApiToken: {
    readonly __typename: "AppError";
    readonly code: ErrorCode;
    readonly field: string | null | undefined;
    readonly message: string;
  } | {
    readonly __typename: "MutationCreateApiTokenSuccess";
    readonly data: {
      readonly secret: string;
      readonly token: {
        readonly id: string;
        readonly name: string;
        readonly " $fragmentSpreads": FragmentRefs<"ApiTokenList_tokens">;
      };
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type CreateApiTokenMutation = {
  response: CreateApiTokenMutation$data;
  variables: CreateApiTokenMutation$variables;
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
  "name": "secret",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
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
    "name": "CreateApiTokenMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createApiToken",
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
                "concreteType": "CreatedApiToken",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ApiToken",
                    "kind": "LinkedField",
                    "name": "token",
                    "plural": false,
                    "selections": [
                      (v5/*:: as any*/),
                      (v6/*:: as any*/),
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "ApiTokenList_tokens"
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "MutationCreateApiTokenSuccess",
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
    "name": "CreateApiTokenMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createApiToken",
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
                "concreteType": "CreatedApiToken",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ApiToken",
                    "kind": "LinkedField",
                    "name": "token",
                    "plural": false,
                    "selections": [
                      (v5/*:: as any*/),
                      (v6/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "scope",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "expiresAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "revokedAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "lastUsedAt",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "MutationCreateApiTokenSuccess",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "4b794f390d9d323c7ad74247720d8ce0a5ddac2152594aca150b1a5100d5eb63",
    "metadata": {},
    "name": "CreateApiTokenMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2f498cca02b9028de4dd4f8ebc208d74";

export default node;
