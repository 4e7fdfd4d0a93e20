/**
 * @generated SignedSource<<a35bfb7c173db13abcd3be229ec1fa4d>>
 * @relayHash 6d7aefb36bc219ab0f0637d8036e303f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 695ca1723841f7059c559868e74da9784b80ceb54c40e7733f4d18716b7f501a

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LearnerToolbarMenusQuery$variables = Record<PropertyKey, never>;
export type LearnerToolbarMenusQuery$data = {
  readonly organization: {
    readonly supportLink: string | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"SocialLinkItems_organization">;
  };
  readonly viewer: {
    readonly learner: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"CertificatesDialog_learner" | "UserDetailsDialog_learner" | "useMyPrograms_learner">;
    } | null | undefined;
  };
};
export type LearnerToolbarMenusQuery = {
  response: LearnerToolbarMenusQuery$data;
  variables: LearnerToolbarMenusQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "supportLink",
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
  "name": "telegram",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = [
  (v1/*:: as any*/),
  (v3/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LearnerToolbarMenusQuery",
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
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SocialLinkItems_organization"
          }
        ],
        "storageKey": null
      },
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
              (v1/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "useMyPrograms_learner"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "CertificatesDialog_learner"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "UserDetailsDialog_learner"
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
    "name": "LearnerToolbarMenusQuery",
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
          {
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
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "whatsapp",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
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
              (v1/*:: as any*/),
              {
                "alias": "openDomains",
                "args": null,
                "concreteType": "Domain",
                "kind": "LinkedField",
                "name": "domains",
                "plural": true,
                "selections": (v4/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": "closedDomains",
                "args": [
                  {
                    "kind": "Literal",
                    "name": "closed",
                    "value": true
                  }
                ],
                "concreteType": "Domain",
                "kind": "LinkedField",
                "name": "domains",
                "plural": true,
                "selections": (v4/*:: as any*/),
                "storageKey": "domains(closed:true)"
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Certificate",
                "kind": "LinkedField",
                "name": "certificates",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "displayName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "url",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "pngUrl",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "domainName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "domainId",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v3/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "email",
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
    "id": "695ca1723841f7059c559868e74da9784b80ceb54c40e7733f4d18716b7f501a",
    "metadata": {},
    "name": "LearnerToolbarMenusQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2c8371bc6c8f15c85a643abe7030af3b";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
