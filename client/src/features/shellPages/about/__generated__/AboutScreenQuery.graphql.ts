/**
 * @generated SignedSource<<cb9c6ca485ad5a2ef6b2b8096b1efc87>>
 * @relayHash 603c5a6330d4f70ad1e8649f9edcb36c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e163570e4d5ec1f78fc8f73705f874b35c99e73a25b4990358313553e23cf0b0

import { ConcreteRequest } from 'relay-runtime';
export type AboutScreenQuery$variables = Record<PropertyKey, never>;
export type AboutScreenQuery$data = {
  readonly organization: {
    readonly alias: string;
    readonly introductionMsg: string | null | undefined;
    readonly name: string;
    readonly socialMedia: {
      readonly facebook: string | null | undefined;
      readonly instagram: string | null | undefined;
      readonly telegram: string | null | undefined;
      readonly whatsapp: string | null | undefined;
      readonly youtube: string | null | undefined;
    };
    readonly supportLink: string | null | undefined;
  };
};
export type AboutScreenQuery = {
  response: AboutScreenQuery$data;
  variables: AboutScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "alias",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "introductionMsg",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "supportLink",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "SocialMedia",
  "kind": "LinkedField",
  "name": "socialMedia",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "facebook",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "instagram",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "youtube",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "telegram",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "whatsapp",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AboutScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Organization",
        "kind": "LinkedField",
        "name": "organization",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/)
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
    "name": "AboutScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Organization",
        "kind": "LinkedField",
        "name": "organization",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "e163570e4d5ec1f78fc8f73705f874b35c99e73a25b4990358313553e23cf0b0",
    "metadata": {},
    "name": "AboutScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3708d49754a3e7865476f9da64f52810";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
