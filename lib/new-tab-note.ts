// The id of the one hidden "opens in a new tab" note on every page, which an editor's new-tab links point at.

/** Set on the note by the site's frame and named by `aria-describedby` on each new-tab link of rich text. */
export const NEW_TAB_NOTE_ID = 'opens-in-new-tab';
