/**
 * Text from lang keys through Foundry's `game.i18n`, with what to show before localization is ready
 * (`fallback`: the key itself unless the caller says otherwise).
 */

/** A lang key's text. */
export function localize(key: string, fallback = key): string {
  return game.i18n?.localize(key) ?? fallback;
}

/** A lang string with its placeholders filled, numbers as text. */
export function format(key: string, data: Readonly<Record<string, string | number>>, fallback = key): string {
  const values = Object.fromEntries(Object.entries(data).map(([name, value]) => [name, String(value)]));
  return game.i18n?.format(key, values) ?? fallback;
}
