// Where the chat widget shows (learner spec §2, Shell): UserHome,
// UserHomeProgramTree, UserHomeFolderView, QuizView and QuizAnswerView.
const CHAT_PATHS = ['/home', '/UserHomeProgramTree', '/UserHomeFolderView', '/QuizView', '/QuizAnswerView'];

export function showsChat(pathname: string): boolean {
  return CHAT_PATHS.includes(pathname);
}

/**
 * The space a screen keeps free below its content, so that at its end the chat
 * button (56 px, 16 px from the edge) covers none of it on a phone: 88 px.
 */
export const CHAT_BUTTON_CLEARANCE = 88;

/** Set by a bar kept at the bottom of the screen to its height: the chat button floats above it. */
export const BOTTOM_BAR_VARIABLE = '--learner-bottom-bar';

// The quiz ends with its answered footer kept at the bottom: the footer keeps
// the space above itself and the button floats above the footer.
const BOTTOM_BAR_PATHS = ['/QuizView'];

/** Whether the learner layout keeps CHAT_BUTTON_CLEARANCE below the screen's content. */
export function keepsChatClearance(pathname: string): boolean {
  return showsChat(pathname) && !BOTTOM_BAR_PATHS.includes(pathname);
}
