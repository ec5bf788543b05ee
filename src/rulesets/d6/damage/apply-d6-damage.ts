import { format, localize } from "../../../config/i18n.ts";
import { appendLog, latestEntry, newEntry, withoutEntry } from "../../../damage/damage-log.ts";
import { isRecord } from "../../../data/plain-data.ts";
import { notify } from "../../../dice/notify.ts";
import { d6 } from "../../../rules/index.ts";
import type { AppliedDamage, DamageSource } from "../../types.ts";
import { takenRecord } from "../card/taken.ts";
import { injuryTimers, timersUpdate } from "../combat/injury-timers.ts";
import { type D6ActorStats, d6ActorStats, d6HealthUpdate } from "../data/actor-stats.ts";
import { D6Roll } from "../dice/d6-roll.ts";
import { d6Options } from "../options.ts";
import { type D6HealthSnapshot, type D6LogEntry, readD6Log, sameSnapshot } from "./damage-log.ts";
import type { D6DamageSpec } from "./damage-spec.ts";

/**
 * Applying D6 damage to, and undoing it on, an actor this client may change. The target rolls Strength to
 * resist, his armor's dice for the damage type added (only where it covers, with the hit location option) and
 * his injuries' penalty taken off (a Strength roll is an attribute roll); the roll is posted to chat. The
 * engine takes the hit through the Character Damage Chart with escalation, stuns and the stun setting
 * (d6.applyDamage); a knock-out's 2D or 10D minutes are rolled and counted in rounds; a wounded character
 * falls prone; armor hit through a protected area is damaged by the chart's row (d6.damageArmor). One update
 * writes the state and the log entry; Undo restores it exactly, and only while nothing changed it since.
 */

const LOG_FLAG = "d6DamageLog";

function logOf(actor: Actor.Implementation): D6LogEntry[] {
  const flags: unknown = actor.flags.swrpg;
  return readD6Log(isRecord(flags) ? flags[LOG_FLAG] : null);
}

function snapshotOf(actor: Actor.Implementation, stats: D6ActorStats): D6HealthSnapshot {
  const health = stats.health;
  const timers = injuryTimers(actor);
  const armor = stats.armor;
  return {
    wound: d6.WOUND_LEVELS.indexOf(health.wound),
    mortallyWoundedRounds: health.mortallyWoundedRounds ?? 0,
    stabilized: health.stabilized ?? false,
    treated: health.treated ?? false,
    stuns: health.stuns ?? 0,
    stunRounds: health.stunRounds ?? 0,
    unconscious: health.unconscious ?? false,
    knockout: timers.knockout,
    stunTimers: timers.stunTimers,
    armor: armor ? { id: armor.id, condition: armor.armor.condition ?? "intact" } : null,
  };
}

function healthOf(snapshot: D6HealthSnapshot, strengthDice: number): d6.Health {
  return {
    wound: d6.WOUND_LEVELS[snapshot.wound] ?? "healthy",
    strengthDice,
    stuns: snapshot.stuns,
    stunRounds: snapshot.stunRounds,
    unconscious: snapshot.unconscious,
    mortallyWoundedRounds: snapshot.mortallyWoundedRounds,
    stabilized: snapshot.stabilized,
    treated: snapshot.treated,
  };
}

/** The actor update that writes a snapshot and the log. */
function snapshotUpdate(
  snapshot: D6HealthSnapshot,
  strengthDice: number,
  log: D6LogEntry[],
): Actor.UpdateData {
  return {
    ...d6HealthUpdate(healthOf(snapshot, strengthDice)),
    ...timersUpdate(snapshot),
    [`flags.swrpg.${LOG_FLAG}`]: log,
  } as Actor.UpdateData;
}

/** The Strength roll against damage and its parts (d6-combat.txt › Armor; Character Damage Chart). */
function resistance(stats: D6ActorStats, spec: D6DamageSpec, options: d6.Options) {
  const armor = stats.armor?.armor ?? null;
  const armorBonus = d6.armorBonus(armor, spec.damageType, spec.location, options);
  const parts: { label: string; code: d6.DiceCode }[] = [{ label: "strength", code: stats.strength }];
  if (armorBonus.dice || armorBonus.pips) parts.push({ label: "armor", code: armorBonus });
  const injury = stats.injury.penalty;
  if (injury.dice || injury.pips) parts.push({ label: "injuries", code: injury });
  const code = d6.addDiceCodes(
    d6.resistanceDice(
      { strength: stats.strength, armor, damageType: spec.damageType, location: spec.location },
      options,
    ),
    injury,
  );
  // d6-combat.txt › Damaged Armor: only damage through a protected area damages the armor.
  const protectedArea =
    armor !== null &&
    (!options.hitLocation || !spec.location || !armor.covers || armor.covers.includes(spec.location));
  return { code, parts, protectedArea };
}

/** Rolls the Strength roll as a chat message of its own (shown to dice modules), with what it is made of. */
async function rollResistance(
  actor: Actor.Implementation,
  code: d6.DiceCode,
  parts: readonly { label: string; code: d6.DiceCode }[],
  spec: D6DamageSpec,
  wildDie: boolean,
): Promise<number> {
  const roll = D6Roll.fromCode(code, { wildDie });
  await roll.evaluate();
  const made = parts
    .map(
      (part, i) =>
        `${localize(`SWRPG.D6.Card.Part.${part.label}`)} ${d6.formatDiceCode(part.code, { signed: i > 0 })}`,
    )
    .join(", ");
  await roll.toMessage({
    speaker: ChatMessage.getSpeaker({ actor }),
    flavor: format("SWRPG.D6.Damage.ResistFlavor", {
      damage: spec.amount,
      code: d6.formatDiceCode(code),
      parts: made,
    }),
  });
  return roll.total ?? 0;
}

/** Minutes knocked out, rolled (2D or 10D); 0 when not knocked out by this hit, or until healed. */
async function knockoutMinutes(unconsciousFor: d6.DiceCode | "untilHealed" | null): Promise<number> {
  if (!unconsciousFor || unconsciousFor === "untilHealed") return 0;
  const roll = D6Roll.fromCode(unconsciousFor);
  await roll.evaluate();
  return roll.total ?? 0;
}

/** Applies the hit; what it took (for the card's mark), or null when the actor is not a D6 one. */
export async function applyD6Damage(
  actor: Actor.Implementation,
  spec: D6DamageSpec,
  source: DamageSource,
): Promise<AppliedDamage | null> {
  const stats = d6ActorStats(actor);
  if (!stats) return null;
  const options = d6Options();
  const before = snapshotOf(actor, stats);
  const resist = resistance(stats, spec, options);
  const resistTotal = await rollResistance(actor, resist.code, resist.parts, spec, options.wildDie === true);
  const outcome = d6.applyDamage(
    stats.health,
    { damageTotal: spec.amount, resistTotal, stun: spec.stun },
    options,
  );
  const minutes = await knockoutMinutes(outcome.unconsciousFor);
  const health = outcome.health;
  const after: D6HealthSnapshot = {
    wound: d6.WOUND_LEVELS.indexOf(health.wound),
    mortallyWoundedRounds: health.mortallyWoundedRounds ?? 0,
    stabilized: health.stabilized ?? false,
    treated: health.treated ?? false,
    stuns: health.stuns ?? 0,
    stunRounds: health.stunRounds ?? 0,
    unconscious: health.unconscious ?? false,
    knockout: minutes ? d6.minutesInRounds(minutes) : health.unconscious ? before.knockout : 0,
    stunTimers: outcome.stunned
      ? [...before.stunTimers, d6.minutesInRounds(d6.STUN_AFFECTS_MINUTES)]
      : before.stunTimers,
    armor:
      before.armor && resist.protectedArea
        ? { ...before.armor, condition: d6.damageArmor(before.armor.condition, outcome.result) }
        : before.armor,
  };
  // d6-combat.txt › Character Damage Chart: wounded or worse, he falls prone.
  const statusesAdded = outcome.fallsProne && !actor.statuses.has("prone") ? ["prone"] : [];
  const entry: D6LogEntry = { ...newEntry(source, before, after), statusesAdded };
  await actor.update(snapshotUpdate(after, stats.health.strengthDice, appendLog(logOf(actor), entry)));
  if (after.armor && after.armor.condition !== before.armor?.condition)
    await actor.items
      .get(after.armor.id)
      ?.update({ "system.condition": after.armor.condition } as Item.UpdateData);
  for (const id of statusesAdded) await actor.toggleStatusEffect(id, { active: true });
  const wound = d6.WOUND_LEVELS[after.wound] ?? "healthy";
  notify("info", "SWRPG.D6.Damage.Applied", {
    name: actor.name,
    result: localize(`SWRPG.D6.Card.Result.${outcome.result}`),
    wound: localize(`SWRPG.D6.WoundLevel.${wound}`),
  });
  return {
    taken: takenRecord({ damage: spec.amount, resist: resistTotal, result: outcome.result, wound, minutes }),
  };
}

/** The newest damage from this source on the actor's log. */
export function loggedD6Damage(actor: Actor.Implementation, source: DamageSource): D6LogEntry | null {
  return latestEntry(logOf(actor), source.messageId, source.attackIndex);
}

/**
 * Undoes the newest damage of this card and attack, and only it, when nothing changed the actor's injuries
 * since: the state, the armor's condition and the statuses from before it come back. When something did
 * (another hit, a first aid, a hand edit), a wound level cannot be taken apart: the GM is told to set it.
 */
export async function undoD6Damage(actor: Actor.Implementation, source: DamageSource): Promise<boolean> {
  const stats = d6ActorStats(actor);
  const entry = loggedD6Damage(actor, source);
  if (!stats || !entry) return false;
  if (!sameSnapshot(snapshotOf(actor, stats), entry.after)) {
    notify("warn", "SWRPG.D6.Damage.ChangedSince", { name: actor.name });
    return false;
  }
  await actor.update(
    snapshotUpdate(entry.before, stats.health.strengthDice, withoutEntry(logOf(actor), entry.id)),
  );
  const armor = entry.before.armor;
  if (armor && armor.condition !== entry.after.armor?.condition)
    await actor.items.get(armor.id)?.update({ "system.condition": armor.condition } as Item.UpdateData);
  for (const id of entry.statusesAdded)
    if (actor.statuses.has(id)) await actor.toggleStatusEffect(id, { active: false });
  notify("info", "SWRPG.D6.Damage.Undone", { name: actor.name });
  return true;
}
