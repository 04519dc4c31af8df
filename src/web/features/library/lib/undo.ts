/** How long an Undo notice stays (a little longer than other notices, to reach its button). */
export const UNDO_NOTICE_MS = 6000;
