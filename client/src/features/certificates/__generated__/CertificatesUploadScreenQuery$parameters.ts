/**
 * @generated SignedSource<<44c978ab6acbfafc77d7b4b23a8f0f9a>>
 * @relayHash 8041d151f5152d44544e3f3834f02749
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4338921759aebc8e5547159e0733705b836ce9ca0b18b4d005c844e90c77129b

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CertificatesUploadScreenQuery } from './CertificatesUploadScreenQuery.graphql';

const node: PreloadableConcreteRequest<CertificatesUploadScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4338921759aebc8e5547159e0733705b836ce9ca0b18b4d005c844e90c77129b",
    "metadata": {},
    "name": "CertificatesUploadScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
