/**
 * @generated SignedSource<<f8145f7728687964f96de6757dc72f5a>>
 * @relayHash a901af19f186d1a066c27357b93e16a1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b40aa022008bb8eb0a11d64371de0c9ef922e96649cd6c97c8fa85cc14e71a25

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LearnerHomeScreenQuery$variables = Record<PropertyKey, never>;
export type LearnerHomeScreenQuery$data = {
  readonly organization: {
    readonly availableProgramsMsg: string | null | undefined;
    readonly banner: string | null | undefined;
    readonly introductionMsg: string | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"OrganizationBackground_organization" | "useOrganizationColor_organization">;
  };
  readonly viewer: {
    readonly learner: {
      readonly name: string;
      readonly " $fragmentSpreads": FragmentRefs<"AvailableDomains_learner" | "LearnerDomains_learner" | "PolicyDialog_learner" | "UserDetailsDialog_learner">;
    } | null | undefined;
  };
};
export type LearnerHomeScreenQuery = {
  response: LearnerHomeScreenQuery$data;
  variables: LearnerHomeScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "banner",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "introductionMsg",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "availableProgramsMsg",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "primaryColor",
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
  "name": "closed",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "registrationForm",
  "storageKey": null
},
v8 = [
  (v5/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "Program",
    "kind": "LinkedField",
    "name": "programs",
    "plural": true,
    "selections": [
      (v5/*:: as any*/),
      (v3/*:: as any*/),
      (v6/*:: as any*/),
      (v0/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "storageKey": null
  },
  (v3/*:: as any*/),
  (v7/*:: as any*/),
  (v0/*:: as any*/),
  (v4/*:: as any*/),
  (v6/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LearnerHomeScreenQuery",
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
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "useOrganizationColor_organization"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "OrganizationBackground_organization"
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
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "UserDetailsDialog_learner"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PolicyDialog_learner"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "LearnerDomains_learner"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "AvailableDomains_learner"
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
    "name": "LearnerHomeScreenQuery",
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
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "background",
            "storageKey": null
          },
          (v5/*:: as any*/)
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
              (v3/*:: as any*/),
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
                "name": "email",
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
                "name": "termsAccepted",
                "storageKey": null
              },
              {
                "alias": "openDomains",
                "args": null,
                "concreteType": "Domain",
                "kind": "LinkedField",
                "name": "domains",
                "plural": true,
                "selections": (v8/*:: as any*/),
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
                "selections": (v8/*:: as any*/),
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
                    "name": "domainId",
                    "storageKey": null
                  },
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
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Domain",
                "kind": "LinkedField",
                "name": "availableDomains",
                "plural": true,
                "selections": [
                  (v5/*:: as any*/),
                  (v3/*:: as any*/),
                  (v7/*:: as any*/)
                ],
                "storageKey": null
              },
              (v5/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "b40aa022008bb8eb0a11d64371de0c9ef922e96649cd6c97c8fa85cc14e71a25",
    "metadata": {},
    "name": "LearnerHomeScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "515852cf39061541c2d6900519328c9c";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
