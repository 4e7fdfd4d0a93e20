/**
 * @generated SignedSource<<b2839fdd772e1343c74957f4b2e40d9c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LearnerHomeScreenQuery$variables = Record<PropertyKey, never>;
export type LearnerHomeScreenQuery$data = {
  readonly organization: {
    readonly " $fragmentSpreads": FragmentRefs<"useOrganizationColor_organization">;
  };
  readonly viewer: {
    readonly learner: {
      readonly name: string;
      readonly " $fragmentSpreads": FragmentRefs<"LearnerPrograms_learner">;
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
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "primaryColor",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "kind": "Literal",
  "name": "first",
  "value": 100
},
v4 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "LearnerProgramsConnectionEdge",
    "kind": "LinkedField",
    "name": "edges",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Program",
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "closed",
            "storageKey": null
          },
          (v1/*:: as any*/)
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
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "useOrganizationColor_organization"
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
              (v0/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "LearnerPrograms_learner"
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
          (v1/*:: as any*/),
          (v2/*:: as any*/)
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
              (v0/*:: as any*/),
              {
                "alias": "openPrograms",
                "args": [
                  (v3/*:: as any*/)
                ],
                "concreteType": "LearnerProgramsConnection",
                "kind": "LinkedField",
                "name": "programs",
                "plural": false,
                "selections": (v4/*:: as any*/),
                "storageKey": "programs(first:100)"
              },
              {
                "alias": "closedPrograms",
                "args": [
                  {
                    "kind": "Literal",
                    "name": "closed",
                    "value": true
                  },
                  (v3/*:: as any*/)
                ],
                "concreteType": "LearnerProgramsConnection",
                "kind": "LinkedField",
                "name": "programs",
                "plural": false,
                "selections": (v4/*:: as any*/),
                "storageKey": "programs(closed:true,first:100)"
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "24c1618280398f100e607ea0b6bc0ef3",
    "id": null,
    "metadata": {},
    "name": "LearnerHomeScreenQuery",
    "operationKind": "query",
    "text": "query LearnerHomeScreenQuery {\n  organization {\n    ...useOrganizationColor_organization\n    id\n  }\n  viewer {\n    learner {\n      name\n      ...LearnerPrograms_learner\n      id\n    }\n  }\n}\n\nfragment LearnerPrograms_learner on Learner {\n  openPrograms: programs(first: 100) {\n    edges {\n      node {\n        id\n        ...ProgramCard_program\n      }\n    }\n  }\n  closedPrograms: programs(first: 100, closed: true) {\n    edges {\n      node {\n        id\n        ...ProgramCard_program\n      }\n    }\n  }\n}\n\nfragment ProgramCard_program on Program {\n  name\n  closed\n  primaryColor\n}\n\nfragment useOrganizationColor_organization on Organization {\n  primaryColor\n}\n"
  }
};
})();

(node as any).hash = "4a39611d35701a44c6cba50dd415be57";

export default node;
