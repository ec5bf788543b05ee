import type { saga } from "../../../rules/index.ts";
import type { SagaCombatant } from "../../../simulate/saga/saga-combatant.ts";
import type { SagaActorRecord, SagaArmorRecord, SagaWeaponRecord } from "../data/actor-record.ts";
import { deriveSagaActor } from "../data/derive-actor.ts";
import { type SagaWeaponNumbers, sagaCombatantRecord } from "../odds/saga-combatant-record.ts";
import { SAGA_VARIANT_OPTIONS, type SagaVariant } from "../variant.ts";

/** A Saga compendium actor as stored in packs/_source (saga-npcs, saga-heroes); only the fields read here are typed. */
export interface SagaPackActor {
  name: string;
  type: string;
  system: Omit<
    SagaActorRecord,
    "hp" | "condition" | "statuses" | "weapons" | "armor" | "talents" | "abilities"
  > & {
    abilities: Record<keyof SagaActorRecord["abilities"], { value: number }>;
    hp: SagaActorRecord["hp"];
    condition: { step: number };
    secondWind: { used: number; perDay: number; extra: boolean };
  };
  items: readonly { _id: string; name: string; type: string; system: Record<string, unknown> }[];
}

interface PackWeapon {
  group: saga.SagaWeaponGroup;
  damage: { formula: string; type: saga.DamageType; secondType: saga.DamageType | "none" };
  lightsaber: boolean;
  fire: { autofire: boolean; autofireOnly: boolean };
  splash: boolean;
  burstRadius: number | null;
  shots: { value: number; max: number };
  twoHanded: boolean;
  proficiencyGroup: saga.WeaponProficiencyGroup;
  equipped: boolean;
}

/** A weapon's damage types: its type and, unless "none", its second (as item-records.ts reads a world item). */
function damageTypes(damage: PackWeapon["damage"]): saga.DamageType[] {
  return damage.secondType === "none" || damage.secondType === damage.type
    ? [damage.type]
    : [damage.type, damage.secondType];
}

/** Core Saga: every variant option off (the command's encounter file switches the fight's options itself). */
const CORE: SagaVariant = Object.fromEntries(SAGA_VARIANT_OPTIONS.map((key) => [key, false])) as SagaVariant;

/**
 * The one conversion from a Saga pack actor to a simulator combatant: its plain record goes through the data
 * model's own `deriveSagaActor` (the rules engine computes every number, as on the sheet), and
 * `sagaCombatantRecord` takes the combatant's numbers from the result. Unequipped weapons are left out.
 */
export function sagaCombatantFromPack(actor: SagaPackActor): SagaCombatant {
  const s = actor.system;
  const weapons: SagaWeaponRecord[] = [];
  const packWeapons = new Map<string, PackWeapon>();
  const armor: SagaArmorRecord[] = [];
  const talents: { key: string; target: string }[] = [];
  for (const item of actor.items) {
    if (item.type === "sagaWeapon") {
      const w = item.system as unknown as PackWeapon;
      packWeapons.set(item._id, w);
      weapons.push({
        id: item._id,
        name: item.name,
        group: w.group,
        damageFormula: w.damage.formula,
        damageTypes: damageTypes(w.damage),
        twoHanded: w.twoHanded,
        proficiencyGroup: w.proficiencyGroup,
      });
    } else if (item.type === "sagaArmor") {
      armor.push({ id: item._id, ...(item.system as unknown as Omit<SagaArmorRecord, "id">) });
    } else if (item.type === "sagaTalent") {
      talents.push({ key: String(item.system.key ?? ""), target: String(item.system.target ?? "") });
    }
  }
  const record: SagaActorRecord = {
    abilities: {
      str: s.abilities.str.value,
      dex: s.abilities.dex.value,
      con: s.abilities.con.value,
      int: s.abilities.int.value,
      wis: s.abilities.wis.value,
      cha: s.abilities.cha.value,
    },
    heroicLevel: s.heroicLevel,
    nonheroicLevel: s.nonheroicLevel,
    classDefense: { ...s.classDefense },
    combatManeuverBonus: s.combatManeuverBonus,
    thresholdMisc: { ...s.thresholdMisc },
    baseAttackBonus: s.baseAttackBonus,
    hp: { ...s.hp },
    condition: s.condition.step,
    shield: { ...s.shield },
    damageReduction: s.damageReduction,
    damageReductionTypes: { ...s.damageReductionTypes },
    size: s.size,
    speed: s.speed,
    reach: s.reach,
    initiative: { ...s.initiative },
    droid: s.droid,
    cybernetic: s.cybernetic,
    statuses: new Set(),
    weapons,
    armor,
    talents,
  };
  const derived = deriveSagaActor(record, CORE);
  const armed: SagaWeaponNumbers[] = [];
  for (const weapon of weapons) {
    const source = packWeapons.get(weapon.id)!;
    const attack = derived.attacks[weapon.id];
    if (!source.equipped || !attack) continue;
    armed.push({
      name: weapon.name,
      kind: attack.kind,
      group: source.group,
      attackBonus: attack.attack.total,
      damageFormula: attack.damageFormula,
      damageTypes: weapon.damageTypes,
      lightsaber: source.lightsaber,
      autofire: source.fire.autofire,
      autofireOnly: source.fire.autofireOnly,
      splash: source.splash,
      burstRadius: source.burstRadius,
      shots: source.shots.max > 0 ? source.shots.value : null,
    });
  }
  return sagaCombatantRecord(
    {
      name: actor.name,
      kind: derived.health.kind ?? "creature",
      health: derived.health,
      reflex: derived.defenses.reflex.total,
      flatFootedReflex: derived.defenses.flatFootedReflex,
      initiativeModifier: derived.initiativeBonus.total,
      conditionPenalty: derived.conditionPenalty,
      dexterity: record.abilities.dex,
      speed: derived.movement.speed,
      burstFire: derived.talents.burstFire,
      evasion: derived.talents.evasion,
      secondWind: {
        heroic: record.heroicLevel > 0,
        constitution: record.abilities.con,
        usesLeft: Math.max(0, s.secondWind.perDay - s.secondWind.used),
        extraSecondWind: s.secondWind.extra,
      },
      aware: true,
    },
    armed,
  );
}
