import { type FireMode, type PlannerWeapon, planAttacks } from "../../rules/index.ts";
import type { RcrCombatant, RcrWeapon } from "./rcr-combatant.ts";

/**
 * The ways a combatant can attack in one turn, each planned by the engine's `planAttacks`: an attack
 * action with each weapon, and a full attack with each weapon in each of its fire modes (with and
 * without Rapid Shot), with two weapons, and with both ends of a double weapon. The policy later picks
 * the one that hurts the chosen foe most.
 */
export interface AttackOption {
  /** "attack": one attack action; "fullAttack": a full-round action. */
  action: "attack" | "fullAttack";
  kind: "melee" | "ranged";
  /** The planned attacks, highest bonus first: which weapon, and its total bonus before the target. */
  attacks: readonly { weapon: number; bonus: number }[];
  /** For reports and tests, e.g. "Blaster Rifle autofire". */
  label: string;
}

function plannerWeapon(combatant: RcrCombatant, weapon: RcrWeapon, index: number): PlannerWeapon {
  return {
    id: String(index),
    ranged: weapon.kind === "ranged",
    light: weapon.light,
    double: weapon.double,
    fireModes: weapon.fireModes,
    autofireOnly: weapon.autofireOnly,
    twoHanded: weapon.twoHanded,
    blasterRifle: weapon.blasterRifle,
    tripod: weapon.tripod,
    // The planner adds each attack's own base attack bonus; this is the rest of the stat block's bonus.
    parts: [{ label: "weapon", value: weapon.attack - combatant.baseAttackBonus }],
  };
}

/** Every option the engine allows this combatant (refused plans are left out). */
export function attackOptions(combatant: RcrCombatant): AttackOption[] {
  const feats = combatant.feats ?? {};
  const bab = combatant.baseAttackBonus;
  const weapons = combatant.weapons.map((w, i) => plannerWeapon(combatant, w, i));
  const options: AttackOption[] = [];
  const push = (label: string, kind: "melee" | "ranged", input: Parameters<typeof planAttacks>[0]) => {
    const plan = planAttacks(input);
    if (!plan.ok) return;
    const attacks = plan.attacks.map((a) => ({ weapon: Number(a.weapon), bonus: a.bonus }));
    options.push({ action: input.action, kind, attacks, label });
  };
  const plannerFeats = {
    twoWeaponFighting: feats.twoWeaponFighting,
    ambidexterity: feats.ambidexterity,
    improvedTwoWeaponFighting: feats.improvedTwoWeaponFighting,
    multishot: feats.multishot,
  };
  combatant.weapons.forEach((weapon, i) => {
    const primary = weapons[i] as PlannerWeapon;
    push(weapon.name, weapon.kind, { action: "attack", bab, primary });
    const modes: readonly FireMode[] =
      weapon.kind === "ranged" ? (weapon.fireModes ?? ["single"]) : ["single"];
    const rapid = weapon.kind === "ranged" && feats.rapidShot ? [false, true] : [false];
    for (const fireMode of modes)
      for (const rapidShot of rapid)
        push(`${weapon.name} ${fireMode}${rapidShot ? " rapid shot" : ""}`, weapon.kind, {
          action: "fullAttack",
          bab,
          primary,
          fireMode,
          feats: { ...plannerFeats, rapidShot },
        });
    if (weapon.double)
      push(`${weapon.name} both ends`, weapon.kind, {
        action: "fullAttack",
        bab,
        primary,
        doubleWeapon: true,
        feats: plannerFeats,
      });
    combatant.weapons.forEach((other, j) => {
      if (j === i || other.kind !== weapon.kind) return;
      push(`${weapon.name} + ${other.name}`, weapon.kind, {
        action: "fullAttack",
        bab,
        primary,
        offHand: weapons[j] as PlannerWeapon,
        feats: plannerFeats,
      });
    });
  });
  return options;
}
