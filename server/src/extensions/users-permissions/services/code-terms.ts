/** How long the secret codes mailed to members stay good (docs/decisions/accounts/passwords.md, issue 12). */
export const RESET_CODE_TERM_MS = 60 * 60 * 1000; // forgot-password: 1 hour
export const SET_PASSWORD_CODE_TERM_MS = 7 * 24 * 60 * 60 * 1000; // registration's "set your password": 7 days
export const EMAIL_CHANGE_CODE_TERM_MS = 24 * 60 * 60 * 1000; // confirming a new e-mail: 24 hours
