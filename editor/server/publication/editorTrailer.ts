/**
 * The line that marks a commit as a publication made in the editor (a git trailer), so history tells the team's
 * publications from changes made outside it (a developer's commit, a merge) whatever their author or message says.
 */
export const EDITOR_TRAILER_KEY = "Publicado-pelo-editor";

/** The message of an editor's commit: the person's words, then the trailer in a paragraph of its own. */
export const withEditorTrailer = (message: string): string => `${message.trim()}\n\n${EDITOR_TRAILER_KEY}: sim\n`;

/** `git log`'s placeholder that prints the trailer's value ("sim" on an editor's commit, empty on any other). */
export const EDITOR_TRAILER_FORMAT = `%(trailers:key=${EDITOR_TRAILER_KEY},valueonly,separator=%x2C)`;
