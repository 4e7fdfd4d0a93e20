/**
 * @generated SignedSource<<2d9b7caa45c6cd9f3f3436405ac56bce>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RegistrationFormSection_account$data = {
  readonly id: string;
  readonly regFormId: string | null | undefined;
  readonly useRegForm: boolean;
  readonly " $fragmentType": "RegistrationFormSection_account";
};
export type RegistrationFormSection_account$key = {
  readonly " $data"?: RegistrationFormSection_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"RegistrationFormSection_account">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RegistrationFormSection_account",
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
      "name": "useRegForm",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "regFormId",
      "storageKey": null
    }
  ],
  "type": "Account",
  "abstractKey": null
};

(node as any).hash = "1e54c11cac7d493a48869e5b132c191e";

export default node;
