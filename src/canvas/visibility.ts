/**
 * What the current user may see of a scene's tokens. `TokenDocument#hidden` hides a token from players'
 * view only: the document is on every client (client/documents/token.d.mts › Schema.hidden), so a list a
 * player's client builds, or a card every client shows, must leave out what a player cannot see. The GM
 * sees every token.
 */

/** The fields read: the token's `hidden` flag. */
export interface HideableToken {
  hidden?: boolean | null;
}

/** Whether `user` may see `token` (a hidden token is the GM's alone). */
export function canSee(
  token: HideableToken,
  user: { isGM: boolean } | null | undefined = game.user,
): boolean {
  return !token.hidden || user?.isGM === true;
}

/** The tokens `user` may see, in their order. */
export function seenTokens<Token extends HideableToken>(
  tokens: Iterable<Token>,
  user: { isGM: boolean } | null | undefined = game.user,
): Token[] {
  return [...tokens].filter((token) => canSee(token, user));
}
