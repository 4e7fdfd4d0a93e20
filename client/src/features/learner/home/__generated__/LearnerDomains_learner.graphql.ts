/**
 * @generated SignedSource<<5efc226d2aca0176b9b01facd2b881bd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LearnerDomains_learner$data = {
  readonly certificates: ReadonlyArray<{
    readonly domainId: string;
  }>;
  readonly closedDomains: ReadonlyArray<{
    readonly id: string;
    readonly programs: ReadonlyArray<{
      readonly id: string;
    }>;
    readonly " $fragmentSpreads": FragmentRefs<"DomainCard_domain" | "DomainPrograms_domain">;
  }>;
  readonly openDomains: ReadonlyArray<{
    readonly id: string;
    readonly programs: ReadonlyArray<{
      readonly id: string;
    }>;
    readonly " $fragmentSpreads": FragmentRefs<"DomainCard_domain" | "DomainPrograms_domain">;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"CertificatesDialog_learner">;
  readonly " $fragmentType": "LearnerDomains_learner";
};
export type LearnerDomains_learner$key = {
  readonly " $data"?: LearnerDomains_learner$data;
  readonly " $fragmentSpreads": FragmentRefs<"LearnerDomains_learner">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "Program",
    "kind": "LinkedField",
    "name": "programs",
    "plural": true,
    "selections": [
      (v0/*:: as any*/)
    ],
    "storageKey": null
  },
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "DomainCard_domain"
  },
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "DomainPrograms_domain"
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LearnerDomains_learner",
  "selections": [
    {
      "alias": "openDomains",
      "args": null,
      "concreteType": "Domain",
      "kind": "LinkedField",
      "name": "domains",
      "plural": true,
      "selections": (v1/*:: as any*/),
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
      "selections": (v1/*:: as any*/),
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
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CertificatesDialog_learner"
    }
  ],
  "type": "Learner",
  "abstractKey": null
};
})();

(node as any).hash = "ebe09764c8936f359b69605b48a6bd2b";

export default node;
