/** A command that cannot go on: its message goes to stderr, with the usage text when `showUsage`, and it exits 2. */
export class CommandError extends Error {
  constructor(
    message: string,
    /** Print the usage text after the message (a missing or wrong argument). */
    readonly showUsage = false,
  ) {
    super(message);
  }
}
