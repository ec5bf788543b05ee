/** A folder barrel's contribution to the system's `init` hook. */
export interface SystemRegistration {
  /** A short name for logs and tests. */
  readonly name: string;
  /** Called once, inside the `init` hook, before any document is prepared. */
  register(): void;
}
