/**
 * What the folder barrels install from the registry at `init`: every registered ruleset's document
 * types, token bars and roll classes (so documents and messages of another ruleset still load and
 * open), and the world ruleset's status effects and combat classes.
 */
import { installStatusEffectsConfig } from "../foundry-compat/status-effects.ts";
import { activeRuleset, registeredRulesets } from "./registry.ts";

/** Data models and token bar attributes of every ruleset's Actor and Item types. */
export function installDataModels(): void {
  for (const ruleset of registeredRulesets()) {
    Object.assign(CONFIG.Actor.dataModels, ruleset.documentTypes.Actor);
    Object.assign(CONFIG.Item.dataModels, ruleset.documentTypes.Item);
    Object.assign(CONFIG.Actor.trackableAttributes, ruleset.trackableAttributes);
  }
}

/** Every ruleset's roll classes: chat messages rebuild rolls by class name. */
export function installRollClasses(): void {
  for (const rollClass of registeredRulesets().flatMap((ruleset) => ruleset.rollClasses)) {
    if (!CONFIG.Dice.rolls.includes(rollClass)) CONFIG.Dice.rolls.push(rollClass);
  }
}

/** Every ruleset's roll classes by class name, for macros and modules (`game.swrpg.rolls.AttackRoll`). */
export function rollClassesByName(): Readonly<Record<string, foundry.dice.Roll.AnyConstructor>> {
  const rolls = registeredRulesets().flatMap((ruleset) => ruleset.rollClasses);
  return Object.fromEntries(rolls.map((rollClass) => [rollClass.name, rollClass]));
}

/** The world ruleset's conditions as token status effects (v13 an array, v14 a record), and which is "defeated". */
export function installStatusEffects(): void {
  const ruleset = activeRuleset();
  installStatusEffectsConfig(ruleset.statusEffects);
  CONFIG.specialStatusEffects.DEFEATED = ruleset.defeatedStatus;
}

/** The world ruleset's Combat and Combatant classes and initiative formula. */
export function installCombat(): void {
  activeRuleset().combat.install();
}
