import { DeclaredModel } from "../../../../data/declared-model.ts";
import { ArmorModel } from "../item/armor-model.ts";
import { FeatModel } from "../item/feat-model.ts";
import { WeaponModel } from "../item/weapon-model.ts";
import { migrateActorSource } from "../migrations/actor-migrations.ts";
import type { ActorRecord, ArmorRecord, WeaponRecord } from "./actor-record.ts";
import { ABILITY_KEYS, type AbilityKey, ACTOR_FIELDS, type ActorSchema } from "./actor-schema.ts";
import { type ActorDerivedData, deriveActor } from "./derive-actor.ts";
import { deriveRcrSkills } from "./derive-skills.ts";

/** The derived numbers: derive-actor.ts's and each skill's modifier (`skillBonuses.<key>`). */
export type ActorModelDerived = ActorDerivedData & { skillBonuses: ReturnType<typeof deriveRcrSkills> };

/** The plain records of an actor's weapons, armor and feats. */
function itemRecords(items: Iterable<Item.Implementation>) {
  const weapons: WeaponRecord[] = [];
  const armor: ArmorRecord[] = [];
  const feats: { key: string; target: string }[] = [];
  for (const item of items) {
    const system = item.system;
    if (system instanceof WeaponModel) {
      weapons.push({
        id: item.id ?? "",
        name: item.name,
        damageFormula: system.damage.formula,
        threatRange: system.threatRange,
        group: system.group,
        size: system.size,
        attackType: system.attackType,
        equipped: system.equipped,
        hand: system.hand,
      });
    } else if (system instanceof ArmorModel) {
      armor.push({
        id: item.id ?? "",
        damageReduction: system.damageReduction,
        maxDexBonus: system.maxDexBonus,
        armorCheckPenalty: system.armorCheckPenalty,
        category: system.category,
        equipped: system.equipped,
      });
    } else if (system instanceof FeatModel) {
      feats.push({ key: system.key, target: system.target });
    }
  }
  return { weapons, armor, feats };
}

/**
 * Shared model of `character` and `npc`: the stored fields (actor-schema.ts) and the derived numbers
 * (derive-actor.ts), which come only from the rules engine.
 */
export abstract class ActorModel extends DeclaredModel<ActorSchema, Actor.Implementation, ActorModelDerived> {
  static override fields = ACTOR_FIELDS;
  static override migrate = migrateActorSource;
  // Current wounds up to the Constitution score (rcr-combat.txt › Vitality Points and Wound Points),
  // current vitality up to its maximum.
  static override limits = [
    { path: "wounds.value", max: "abilities.con.value" },
    { path: "vitality.value", max: "vitality.max" },
  ];

  /** The actor as the engine sees it. */
  toRecord(): ActorRecord {
    const actor = this.parent;
    return {
      heroic: this.heroic,
      abilities: {
        str: this.abilities.str.value,
        dex: this.abilities.dex.value,
        con: this.abilities.con.value,
        int: this.abilities.int.value,
        wis: this.abilities.wis.value,
        cha: this.abilities.cha.value,
      },
      size: this.size,
      level: this.level,
      baseAttackBonus: this.baseAttackBonus,
      classDefenseBonus: this.classDefenseBonus,
      saves: {
        fortitude: this.saves.fortitude.base,
        reflex: this.saves.reflex.base,
        will: this.saves.will.base,
      },
      vitality: { value: this.vitality.value, max: this.vitality.max },
      wounds: this.wounds.value,
      speedBase: this.speed.base,
      statuses: actor.statuses,
      ...itemRecords(actor.items),
    };
  }

  override prepareDerivedData(): void {
    const record = this.toRecord();
    const derived = deriveActor(record);
    const abilityMods = {} as Record<AbilityKey, number>;
    for (const key of ABILITY_KEYS) abilityMods[key] = derived.abilities[key].mod;
    const skillBonuses = deriveRcrSkills({
      skills: this.skills,
      abilityMods,
      armorCheckPenalty: derived.armor.checkPenalty,
      statuses: record.statuses,
    });
    Object.assign(this, derived, { skillBonuses });
  }
}

/** Actor type `character`: heroic by default. */
export class CharacterModel extends ActorModel {}

/** Actor type `npc`: ordinary by default (no vitality; a confirmed critical drops wounds to -1), heroic by switch. */
export class NpcModel extends ActorModel {
  static override initials = { heroic: false };
}
