/** The composer's own answer when it cannot read the shell build (plain text, no layout). */
export const serverErrorText = 'Serverfout';
