import { format } from "../config/i18n.ts";

/**
 * A notification from a lang key: formatted with `data` when given (numbers as text), else localized by
 * core. The attack flows, card buttons and damage of every ruleset say what happened through it.
 */
export function notify(
  level: "info" | "warn" | "error",
  key: string,
  data?: Readonly<Record<string, string | number>>,
): void {
  if (!data) {
    ui.notifications?.[level](key, { localize: true });
    return;
  }
  ui.notifications?.[level](format(key, data));
}

export const warn = (key: string, data?: Readonly<Record<string, string | number>>) =>
  notify("warn", key, data);
