/**
 * @generated SignedSource<<b3cfda41650b8e557addd586419d900d>>
 * @relayHash 2fcdfd23f1daa3458bab08782993faf2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 14879b2838899e6a31b8a495d06ce7db41e6d305953d20f62d7aa6dbc4e19ca6

import { PreloadableConcreteRequest } from 'relay-runtime';
import { LiveOrganizationRedirectQuery } from './LiveOrganizationRedirectQuery.graphql';

const node: PreloadableConcreteRequest<LiveOrganizationRedirectQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "14879b2838899e6a31b8a495d06ce7db41e6d305953d20f62d7aa6dbc4e19ca6",
    "metadata": {},
    "name": "LiveOrganizationRedirectQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
