/**
 * @generated SignedSource<<39cdf7ba2a08564612b8e1f2c126d463>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DomainPrograms_domain$data = {
  readonly banner: string | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly programs: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"ProgramCard_program">;
  }>;
  readonly " $fragmentType": "DomainPrograms_domain";
};
export type DomainPrograms_domain$key = {
  readonly " $data"?: DomainPrograms_domain$data;
  readonly " $fragmentSpreads": FragmentRefs<"DomainPrograms_domain">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DomainPrograms_domain",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "banner",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Program",
      "kind": "LinkedField",
      "name": "programs",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ProgramCard_program"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Domain",
  "abstractKey": null
};
})();

(node as any).hash = "9f08a1248a976c5535627477b3b4a131";

export default node;
