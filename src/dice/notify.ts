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
  const text = Object.fromEntries(Object.entries(data).map(([name, value]) => [name, String(value)]));
  ui.notifications?.[level](game.i18n?.format(key, text) ?? key);
}

export const warn = (key: string, data?: Readonly<Record<string, string | number>>) =>
  notify("warn", key, data);
