/**
 * Failures of work nobody awaits (a status sync started by an update, a hook's follow-up, a socket
 * message): reported through Foundry's error hook, so they are logged and shown to the user rather than
 * left as unhandled rejections.
 */

/** Reports a caught failure (anything thrown) under `location`. */
export function reportError(location: string, error: unknown): void {
  const failure = error instanceof Error ? error : new Error(String(error));
  Hooks.onError(location, failure, { notify: "error", log: "error" });
}

/** Lets `task` run on its own; a failure is reported under `location`. */
export function runReported(location: string, task: Promise<unknown>): void {
  void task.catch((error: unknown) => reportError(location, error));
}
