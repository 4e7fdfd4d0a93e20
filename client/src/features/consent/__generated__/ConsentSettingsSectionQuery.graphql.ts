/**
 * @generated SignedSource<<68a47a331027e0aeb301e67ad5f721e8>>
 * @relayHash 2ac360d56698ff3e923262416d85e40a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 360dd5dd649a6d30a3b4409b9748c084199722d3248bd679264954916e94abef

import { ConcreteRequest } from 'relay-runtime';
export type ConsentSettingsSectionQuery$variables = Record<PropertyKey, never>;
export type ConsentSettingsSectionQuery$data = {
  readonly viewer: {
    readonly learner: {
      readonly id: string;
      readonly privacyPolicyAccepted: boolean;
      readonly privacyPolicyAcceptedAt: any | null | undefined;
      readonly termsAccepted: boolean;
      readonly termsAcceptedAt: any | null | undefined;
    } | null | undefined;
  };
};
export type ConsentSettingsSectionQuery = {
  response: ConsentSettingsSectionQuery$data;
  variables: ConsentSettingsSectionQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "concreteType": "Learner",
        "kind": "LinkedField",
        "name": "learner",
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
            "name": "privacyPolicyAccepted",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "privacyPolicyAcceptedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "termsAccepted",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "termsAcceptedAt",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ConsentSettingsSectionQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ConsentSettingsSectionQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "360dd5dd649a6d30a3b4409b9748c084199722d3248bd679264954916e94abef",
    "metadata": {},
    "name": "ConsentSettingsSectionQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "312a6d950bfba494e59a35851ecb1380";

export default node;
