/**
 * @generated SignedSource<<7c0d40c58dd051e12a882e52cfb32441>>
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
  readonly id: string;
  readonly name: string;
  readonly primaryColor: string | null | undefined;
  readonly registrationForm: string | null | undefined;
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
      "name": "id",
      "storageKey": null
    },
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
      "name": "registrationForm",
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

(node as any).hash = "65e94d92a581e5315e86f4a611199f35";

export default node;
