/**
 * What the Saga character sheet and NPC stat block show, built from a prepared actor: every number comes
 * from the model's derived data (src/rulesets/saga/data/derive-actor.ts) or the Saga engine.
 */
import {
  abilityViews,
  actorIdentity,
  resourceView,
  SIZE_CHOICES,
} from "../../../applications/sheets/actor-views.ts";
import { conditionToggles } from "../../../applications/sheets/condition-toggles.ts";
import { saga } from "../../../rules/index.ts";
import type { SagaActorModel } from "../data/actor-model.ts";
import { SAGA_ABILITY_KEYS, SAGA_DEFENSE_KEYS } from "../data/actor-schema.ts";
import { SagaArmorModel, SagaTalentModel, SagaWeaponModel } from "../data/item-models.ts";
import { weaponDamageTypes } from "../data/item-records.ts";
import { sagaForceSheetView } from "../force/force-sheet-view.ts";
import { sagaStatusEffects } from "../status-effects.ts";
import { sagaVariant } from "../variant.ts";
import { sagaSkillViews } from "./skill-views.ts";

/** An actor as its sheet reads it. */
export interface SagaActorSubject {
  id: string | null;
  uuid: string;
  name: string;
  img: string | null | undefined;
  type: string;
  system: SagaActorModel;
  items: Iterable<Item.Implementation>;
  statuses: ReadonlySet<string>;
}

/**
 * The world's condition track, 5 or 15 steps: core's steps are named by their penalty; the variant's 15
 * carry none (a reading), so only normal and the bottom have a name, the others show their number.
 */
function conditionStrip(step: number, length: number) {
  const steps = [];
  for (let index = 0; index <= length; index++) {
    const bottom = saga.conditionHelpless(index, length);
    const core = length === saga.CONDITION_TRACK_LENGTH;
    steps.push({
      step: index,
      label: core || !index || bottom ? `SWRPG.Saga.Sheet.ConditionStep.${bottom ? 5 : index}` : null,
      penalty: saga.conditionPenalty(index),
      bottom,
      current: index === step,
      passed: index < step,
    });
  }
  return steps;
}

/**
 * The Conditions tab's toggles. Helpless has one place on the sheet: the toggle marks it for any other cause
 * (bound, asleep); at the track's bottom it shows pressed, disabled, saying the track set it
 * (saga-special-combat-rules.txt › Helpless Opponents; the condition track's bottom: Saga core, not in the texts).
 */
function sagaConditionToggles(actor: SagaActorSubject) {
  const system = actor.system;
  const trackBottom = saga.conditionHelpless(system.conditionStep, system.conditionTrackLength);
  return conditionToggles(sagaStatusEffects(), actor.statuses).map((toggle) =>
    toggle.id === "helpless" && trackBottom
      ? { ...toggle, active: true, setBy: "SWRPG.Saga.Sheet.HelplessFromTrack" }
      : toggle,
  );
}

/** A weapon's traits, each named by `SWRPG.Saga.Sheet.Tag.<tag>`. */
function weaponTags(system: SagaWeaponModel) {
  const { fire, stun } = system;
  return [
    fire.autofireOnly ? "autofireOnly" : fire.autofire && "autofire",
    system.burstRadius !== null && "burst",
    system.splash && "splash",
    stun.active ? "stunActive" : stun.available && "stun",
    system.lightsaber && "lightsaber",
    system.accuracy !== "normal" && system.accuracy,
  ].filter(Boolean);
}

/** Item rows: the item's model as `system` (the templates read its fields), a weapon's attack spread in. */
function itemLists(actor: SagaActorSubject) {
  const weapons = [];
  const attacks = [];
  const armor = [];
  const talents = [];
  for (const item of actor.items) {
    const system = item.system;
    const id = item.id ?? "";
    const row = { id, name: item.name, img: item.img ?? "icons/svg/item-bag.svg", system };
    if (system instanceof SagaWeaponModel) {
      const weapon = {
        ...row,
        ...actor.system.attacks[id],
        types: weaponDamageTypes(system.damage),
        tags: weaponTags(system),
      };
      weapons.push(weapon);
      if (system.equipped) attacks.push(weapon);
    } else if (system instanceof SagaArmorModel) armor.push(row);
    else if (system instanceof SagaTalentModel) talents.push(row);
  }
  return { weapons, attacks, armor, talents };
}

export function sagaActorSheetView(
  actor: SagaActorSubject,
  options: { editable: boolean; enrichedNotes: string },
) {
  const system = actor.system;
  return {
    actor: actorIdentity(actor),
    editable: options.editable,
    system,
    sizeChoices: SIZE_CHOICES,
    abilities: abilityViews(SAGA_ABILITY_KEYS, system.abilities),
    defenses: SAGA_DEFENSE_KEYS.map((key) => ({ key, ...system.defenses[key] })),
    hp: resourceView("hp", "SWRPG.Saga.Actor.HitPoints", system.hp),
    shield: resourceView(
      "shield",
      "SWRPG.Saga.Sheet.ShieldShort",
      { value: system.shield.value, max: system.shieldMax },
      system.shieldMax === system.shield.max ? null : "SWRPG.Saga.Sheet.ShieldFromArmor",
    ),
    variant: sagaVariant(),
    gm: game.user?.isGM,
    limbSteps: [...Array(saga.LIMB_TRACK_LENGTH + 1).keys()],
    conditionSteps: conditionStrip(system.conditionStep, system.conditionTrackLength),
    ...itemLists(actor),
    conditions: sagaConditionToggles(actor),
    force: sagaForceSheetView(actor),
    skills: sagaSkillViews(system),
    notes: { value: system.notes, enriched: options.enrichedNotes },
  };
}
