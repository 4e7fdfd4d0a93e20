/**
 * @generated SignedSource<<110ff72ec74171d10aa6a49ae4f66a72>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProgramCard_program$data = {
  readonly banner: string | null | undefined;
  readonly closed: boolean;
  readonly id: string;
  readonly name: string;
  readonly primaryColor: string | null | undefined;
  readonly " $fragmentType": "ProgramCard_program";
};
export type ProgramCard_program$key = {
  readonly " $data"?: ProgramCard_program$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProgramCard_program">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProgramCard_program",
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
      "name": "closed",
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
    }
  ],
  "type": "Program",
  "abstractKey": null
};

(node as any).hash = "13591e6942f1d9e9b243df82103b4304";

export default node;
