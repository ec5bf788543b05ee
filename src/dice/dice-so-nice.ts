/**
 * Dice So Nice (an optional module): it animates the rolls of new chat messages, not rolls added to an
 * existing one, so a damage roll stored on its attack card is shown through its API. Nothing when the
 * module is not active.
 */

/** The one call of Dice So Nice's API the system makes. */
interface DiceSoNice {
  showForRoll(
    roll: Roll.Any,
    user?: User.Implementation | null,
    synchronize?: boolean,
    users?: string[] | null,
    blind?: boolean,
  ): Promise<boolean>;
}

function isDiceSoNice(value: unknown): value is DiceSoNice {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { showForRoll?: unknown }).showForRoll === "function"
  );
}

/** Animates `roll` for whoever sees `message` (its whisper list and blindness), for every client. */
export async function showRollDice(roll: Roll.Any, message: ChatMessage.Implementation): Promise<void> {
  // Dice So Nice adds game.dice3d at runtime; fvtt-types does not declare it.
  const dice3d = (game as unknown as { dice3d?: unknown }).dice3d;
  if (!isDiceSoNice(dice3d)) return;
  const whisper = message.whisper.filter((id): id is string => typeof id === "string");
  await dice3d.showForRoll(roll, game.user ?? null, true, whisper.length ? whisper : null, message.blind);
}
