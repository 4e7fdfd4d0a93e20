/**
 * @generated SignedSource<<f4ee00b89c10a59688ee7ba810b7d1f2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProgramHeader_program$data = {
  readonly accountName: string;
  readonly banner: string | null | undefined;
  readonly headingProgress: ReadonlyArray<string>;
  readonly name: string;
  readonly readOnly: boolean;
  readonly " $fragmentType": "ProgramHeader_program";
};
export type ProgramHeader_program$key = {
  readonly " $data"?: ProgramHeader_program$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProgramHeader_program">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProgramHeader_program",
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
      "name": "accountName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "readOnly",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "headingProgress",
      "storageKey": null
    }
  ],
  "type": "Program",
  "abstractKey": null
};

(node as any).hash = "e9b2abf799e80a712bccff544da92a74";

export default node;
