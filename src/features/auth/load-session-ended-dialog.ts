/** The session-ended dialog's code: fetched once the shell has painted, so it is in before any session can end. */
export const loadSessionEndedDialog = () => import('./session-ended-dialog-body');
