declare module 'dumb-passwords' {
  /** A CommonJS module whose exports Node cannot name statically: import it whole. */
  const dumbPasswords: {
    /** True when the password is one of the list's 10,000 (case-insensitive). */
    check(password: string): boolean;
  };
  export default dumbPasswords;
}
