/**
 * @generated SignedSource<<72297431edf4b3983c9344124a14a29f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DomainCard_domain$data = {
  readonly banner: string | null | undefined;
  readonly closed: boolean;
  readonly name: string;
  readonly primaryColor: string | null | undefined;
  readonly " $fragmentType": "DomainCard_domain";
};
export type DomainCard_domain$key = {
  readonly " $data"?: DomainCard_domain$data;
  readonly " $fragmentSpreads": FragmentRefs<"DomainCard_domain">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DomainCard_domain",
  "selections": [
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
      "kind": "ScalarField",
      "name": "primaryColor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "closed",
      "storageKey": null
    }
  ],
  "type": "Domain",
  "abstractKey": null
};

(node as any).hash = "c7b213c38736b479b89a7c30a6214e85";

export default node;
