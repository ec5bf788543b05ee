import { showRollDice } from "../../../dice/dice-so-nice.ts";
import { warn } from "../../../dice/notify.ts";
import { readD6Card } from "../card/card-message.ts";
import { D6DamageRoll } from "../dice/d6-damage-roll.ts";
import { D6Roll } from "../dice/d6-roll.ts";
import { rolledCode } from "../dice/rolled-code.ts";
import { type D6DamageDice, rollAttackDamage } from "./damage-rolls.ts";

/**
 * The card's Roll damage button: its author (or a GM) rolls the attack's damage as D6Rolls, shown to Dice So
 * Nice, and stores them on the card's message with what the engine made of them (./damage-rolls.ts).
 */
export async function rollD6DamageFromCard(
  message: ChatMessage.Implementation,
  attackIndex: number,
): Promise<void> {
  const card = readD6Card(message);
  if (!card?.attacks[attackIndex]) return warn("SWRPG.Damage.NoCard");
  if (!message.isOwner) return warn("SWRPG.Damage.Refused.noPermission");
  const rolls: Roll.Any[] = [...message.rolls];
  const keep = async <R extends Roll.Any>(roll: R): Promise<R> => {
    await roll.evaluate();
    await showRollDice(roll, message);
    rolls.push(roll);
    return roll;
  };
  const dice: D6DamageDice = {
    async roll(code, purpose) {
      const options = { wildDie: card.wildDie };
      const roll =
        purpose === "damage"
          ? D6DamageRoll.fromDamage(code, {
              ...options,
              damageType: card.damageType,
              stun: card.stun,
              attackIndex,
            })
          : D6Roll.fromCode(code, options);
      return rolledCode(await keep(roll), rolls.length - 1);
    },
    async face() {
      return (await keep(new Roll("1d6"))).total ?? 1;
    },
  };
  const rolled = await rollAttackDamage(card, attackIndex, dice);
  if (!rolled) return;
  await message.update({ rolls, flags: { swrpg: { d6Attack: rolled } } } as ChatMessage.UpdateData);
}
