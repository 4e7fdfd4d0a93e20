// The links the account owner copies from the account home (admin spec §2),
// in the shapes and with the ids the learner screens read: the Program node
// id, the Domain node id of the account and the ProgramItem node id of a
// folder (learnerPaths.ts); a quiz's own id, which the quiz entry turns into
// its node id (quizPaths.ts, quizGlobalId). The program tree's links are made
// here, and the registration form's (registration/) reuses the id helpers.
import { folderViewPath, programTreePath, quizPath } from '../learner/learnerPaths.ts';
import { globalIdOf, rawIdOf } from '../../relay/globalIds.ts';

/** A Relay node id as the API makes it: base64 of 'Type:id'. */
export const nodeId = (type: 'Domain' | 'Program' | 'ProgramItem', id: string): string => globalIdOf(type, id);

/** The account's own id from its Account node id; the node id itself when it is not one. */
export const accountIdOf = (accountNodeId: string): string => rawIdOf('Account', accountNodeId);

/** An address of this client for a route: the hash router's /#/path. */
export function appUrl(path: string): string {
  return `${window.location.origin}${window.location.pathname}#${path}`;
}

export function programShareLink({ accountId, programId }: { accountId: string; programId: string }): string {
  return appUrl(programTreePath({ domainId: nodeId('Domain', accountId), programId: nodeId('Program', programId) }));
}

export function folderShareLink({ accountId, programId, folderId }: { accountId: string; programId: string; folderId: string }): string {
  return appUrl(
    folderViewPath({ domainId: nodeId('Domain', accountId), programId: nodeId('Program', programId), folderId: nodeId('ProgramItem', folderId) }),
  );
}

/**
 * /#/home/{quizId}/{isForm}, without the account: the quiz entry reads an
 * account there as "register in this account" (the registration form's
 * link), which a quiz of the tree is not.
 */
export function quizShareLink({ quizId, isForm }: { quizId: string; isForm: boolean }): string {
  return appUrl(quizPath({ quizId, isForm, domainId: '' }).replace(/\/$/, ''));
}
