// Where the chat widget shows (learner spec §2, Shell): UserHome,
// UserHomeProgramTree, UserHomeFolderView, QuizView and QuizAnswerView.
const CHAT_PATHS = ['/home', '/UserHomeProgramTree', '/UserHomeFolderView', '/QuizView', '/QuizAnswerView'];

export function showsChat(pathname: string): boolean {
  return CHAT_PATHS.includes(pathname);
}
