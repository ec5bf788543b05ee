/**
 * What the D6 character sheet and NPC stat block show, built from a prepared actor: every code comes from
 * the model's derived data (src/rulesets/d6/data/derive-actor.ts) or the D6 engine.
 */
import { actorIdentity } from "../../../applications/sheets/actor-views.ts";
import { conditionToggles } from "../../../applications/sheets/condition-toggles.ts";
import { d6 } from "../../../rules/index.ts";
import type { D6ActorModel } from "../data/actor-model.ts";
import { D6ArmorModel, D6WeaponModel } from "../data/item-models.ts";
import { d6ArmorRecord, d6WeaponRecord } from "../data/item-records.ts";
import { D6_ATTRIBUTES, D6_FORCE_SKILLS, D6_SKILLS } from "../data/skills.ts";
import { d6StatusEffects } from "../status-effects.ts";
import { showCode, showNonZero } from "./codes.ts";

/** An actor as its sheet reads it. */
export interface D6ActorSubject {
  id: string | null;
  uuid: string;
  name: string;
  img: string | null | undefined;
  type: string;
  system: D6ActorModel;
  items: Iterable<Item.Implementation>;
  statuses: ReadonlySet<string>;
}

/** A rolled code's view: what is written, what is rolled now, and whether the two differ. */
function rollView(code: { base: d6.DiceCode; roll: d6.DiceCode }) {
  const roll = showCode(code.roll);
  return { code: showCode(code.base), roll, penalized: roll !== showCode(code.base) };
}

/** The attribute blocks: each attribute's input and roll, then its skills (a blank input: untrained). */
function attributeBlocks(system: D6ActorModel) {
  return D6_ATTRIBUTES.map((key) => {
    const skills = D6_SKILLS[key].map((skill) => ({
      key: skill,
      label: `SWRPG.D6.Skill.${skill}`,
      name: `system.skills.${skill}`,
      value: system.skills[skill],
      trained: system.skillCodes[skill].trained,
      ...rollView(system.skillCodes[skill]),
    }));
    return {
      key,
      label: `SWRPG.D6.Attribute.${key}`,
      name: `system.attributes.${key}`,
      value: system.attributes[key],
      ...rollView(system.attributeCodes[key]),
      skills,
      trained: skills.filter((skill) => skill.trained),
    };
  });
}

function forceSkills(system: D6ActorModel) {
  return D6_FORCE_SKILLS.map((key) => ({
    key,
    label: `SWRPG.D6.Skill.${key}`,
    name: `system.force.${key}`,
    value: system.force[key],
    trained: system.force[key] !== "",
  }));
}

/** The wound track as a strip of buttons, healthy to killed. */
function woundStrip(system: D6ActorModel) {
  const current = system.wounds.value;
  return d6.WOUND_LEVELS.map((level, index) => ({
    index,
    level,
    label: `SWRPG.D6.WoundLevel.${level}`,
    current: index === current,
    passed: index < current,
  }));
}

/** A weapon's traits, each named by `SWRPG.D6.Sheet.Tag.<tag>`. */
function weaponTags(system: D6WeaponModel, blast: boolean) {
  return [
    system.stun.active ? "stunActive" : system.stun.available && "stun",
    blast && "blast",
    system.condition !== "undamaged" && "damaged",
  ].filter((tag): tag is string => typeof tag === "string");
}

/** Item rows: the item's model as `system` (the templates read its fields), a weapon's attack spread in. */
function itemLists(actor: D6ActorSubject) {
  const weapons = [];
  const attacks = [];
  const armor = [];
  for (const item of actor.items) {
    const system = item.system;
    const id = item.id ?? "";
    const row = { id, name: item.name, img: item.img ?? "icons/svg/item-bag.svg", system };
    if (system instanceof D6WeaponModel) {
      const record = d6WeaponRecord(item, system);
      const attack = actor.system.attacks[id];
      const weapon = {
        ...row,
        skillLabel: `SWRPG.D6.Skill.${system.skill}`,
        skill: attack ? rollView(attack.skill) : null,
        damage: attack ? showCode(attack.damage) : system.damage,
        ranges: record.ranges,
        blast: record.blast?.radius.map((radius, band) => ({
          radius,
          damage: showCode(record.blast?.damage[band] ?? { dice: 0, pips: 0 }),
        })),
        melee: record.attackKind === "melee" || record.attackKind === "brawling",
        usable: attack?.effects.usable ?? true,
        tags: weaponTags(system, record.blast !== null),
      };
      weapons.push(weapon);
      if (system.equipped) attacks.push(weapon);
    } else if (system instanceof D6ArmorModel) {
      const { armor: rules } = d6ArmorRecord(item, system);
      armor.push({
        ...row,
        physical: showCode(rules.physical, true),
        energy: showCode(rules.energy, true),
        dexterity: showNonZero(rules.dexterityPenalty ?? { dice: 0, pips: 0 }),
      });
    }
  }
  return { weapons, attacks, armor };
}

export function d6ActorSheetView(
  actor: D6ActorSubject,
  options: { editable: boolean; enrichedBiography: string; enrichedNotes: string },
) {
  const system = actor.system;
  const worn = system.wornArmor;
  const injury = system.injury;
  return {
    actor: actorIdentity(actor),
    editable: options.editable,
    system,
    attributes: attributeBlocks(system),
    force: forceSkills(system),
    woundSteps: woundStrip(system),
    woundLevel: `SWRPG.D6.WoundLevel.${system.woundLevel}`,
    injury: {
      penalty: showNonZero(injury.penalty),
      actions: `SWRPG.D6.Sheet.Actions.${injury.actions}`,
      mortallyWoundedRoll: injury.mortallyWoundedRoll,
    },
    stunMax: system.stun.max,
    resistance: {
      physical: showCode(system.resistance.physical),
      energy: showCode(system.resistance.energy),
    },
    wornArmor: worn && {
      name: worn.name,
      physical: showCode(worn.armor.physical, true),
      energy: showCode(worn.armor.energy, true),
      dexterity: showNonZero(worn.armor.dexterityPenalty ?? { dice: 0, pips: 0 }),
      condition: `SWRPG.D6.ArmorCondition.${worn.armor.condition ?? "intact"}`,
    },
    ...itemLists(actor),
    conditions: conditionToggles(d6StatusEffects(), actor.statuses),
    biography: { value: system.biography, enriched: options.enrichedBiography },
    notes: { value: system.notes, enriched: options.enrichedNotes },
  };
}

export type D6ActorSheetView = ReturnType<typeof d6ActorSheetView>;
