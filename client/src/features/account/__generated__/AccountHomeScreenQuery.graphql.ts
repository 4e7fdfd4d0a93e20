/**
 * @generated SignedSource<<167259863f1368cfe8b104e45d054c3a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountHomeScreenQuery$variables = Record<PropertyKey, never>;
export type AccountHomeScreenQuery$data = {
  readonly viewer: {
    readonly account: {
      readonly alias: string;
      readonly email: string | null | undefined;
      readonly id: string;
      readonly username: string | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"AccountAccessSection_account" | "AccountSettingsSection_account" | "CertificateSection_account" | "ProgramTreeSection_account" | "RegistrationFormSection_account" | "SubscribersCount_account" | "TimedCompletionSection_account">;
    } | null | undefined;
    readonly username: string | null | undefined;
  };
};
export type AccountHomeScreenQuery = {
  response: AccountHomeScreenQuery$data;
  variables: AccountHomeScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "alias",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "tracks",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AccountHomeScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Account",
            "kind": "LinkedField",
            "name": "account",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v0/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "AccountSettingsSection_account"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "TimedCompletionSection_account"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "CertificateSection_account"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "RegistrationFormSection_account"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "SubscribersCount_account"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "AccountAccessSection_account"
              },
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
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AccountHomeScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Account",
            "kind": "LinkedField",
            "name": "account",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "primaryColor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "banner",
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
                "name": "timedAccountCompletionCriteria",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "completionDays",
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
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "quizId",
                    "storageKey": null
                  },
                  (v4/*:: as any*/),
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
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "useCertificateTemplate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "certificateReleaseCriteria",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "certificateTemplate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "CertificateKeyword",
                "kind": "LinkedField",
                "name": "certificateKeywords",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "keyword",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "value",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "useRegForm",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "regFormId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "usersCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hideAccountToQuiz",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "accountClosed",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "disableDownloads",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "enableVideo",
                "storageKey": null
              },
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "EditorProgram",
                "kind": "LinkedField",
                "name": "editorPrograms",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "programId",
                    "storageKey": null
                  },
                  (v4/*:: as any*/),
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
                    "name": "prerequisites",
                    "storageKey": null
                  },
                  (v5/*:: as any*/),
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
    ]
  },
  "params": {
    "cacheID": "df621646ffa72193b24ab6033be0bcd9",
    "id": null,
    "metadata": {},
    "name": "AccountHomeScreenQuery",
    "operationKind": "query",
    "text": "query AccountHomeScreenQuery {\n  viewer {\n    username\n    account {\n      id\n      alias\n      email\n      username\n      ...AccountSettingsSection_account\n      ...TimedCompletionSection_account\n      ...CertificateSection_account\n      ...RegistrationFormSection_account\n      ...SubscribersCount_account\n      ...AccountAccessSection_account\n      ...ProgramTreeSection_account\n    }\n  }\n}\n\nfragment AccountAccessSection_account on Account {\n  id\n  isTimed\n  hideAccountToQuiz\n  accountClosed\n  disableDownloads\n}\n\nfragment AccountSettingsSection_account on Account {\n  ...AliasSetting_account\n  ...PrimaryColorSetting_account\n  ...BannerSetting_account\n}\n\nfragment AliasSetting_account on Account {\n  alias\n}\n\nfragment BannerSetting_account on Account {\n  banner\n}\n\nfragment CertificateKeywords_account on Account {\n  certificateKeywords {\n    keyword\n    value\n  }\n}\n\nfragment CertificateSection_account on Account {\n  id\n  useCertificateTemplate\n  certificateReleaseCriteria\n  ...CertificateTemplateUpload_account\n  ...CertificateKeywords_account\n  ...QuizCriteriaSelect_account\n}\n\nfragment CertificateTemplateUpload_account on Account {\n  certificateTemplate\n}\n\nfragment CompletionDaysField_account on Account {\n  completionDays\n}\n\nfragment PrimaryColorSetting_account on Account {\n  primaryColor\n}\n\nfragment ProgramTreeSection_account on Account {\n  id\n  enableVideo\n  tracks\n  quizzes {\n    quizId\n    name\n    isForm\n    externalGrades\n    examineesCount\n    answersCount\n  }\n  editorPrograms {\n    ...readEditorProgram_program\n    id\n  }\n}\n\nfragment QuizCriteriaSelect_account on Account {\n  quizzes {\n    quizId\n    name\n  }\n}\n\nfragment RegistrationFormSection_account on Account {\n  id\n  useRegForm\n  regFormId\n}\n\nfragment SubscribersCount_account on Account {\n  usersCount\n}\n\nfragment TimedCompletionSection_account on Account {\n  isTimed\n  timedAccountCompletionCriteria\n  ...CompletionDaysField_account\n  ...QuizCriteriaSelect_account\n}\n\nfragment readEditorProgram_program on EditorProgram {\n  id\n  programId\n  name\n  order\n  hidden\n  revision\n  prerequisites\n  tracks\n  prerequisitesOperationOR\n  headingProgress\n  items\n}\n"
  }
};
})();

(node as any).hash = "47037b5411daf2a5af7d711ad4e01efb";

export default node;
