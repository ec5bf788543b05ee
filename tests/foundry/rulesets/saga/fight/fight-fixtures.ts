// Small views for the Saga fight's tests: a trooper with a blaster rifle (+5, 3d8 energy, autofire) or a frag
// grenade (+4, 4d6, 2-square burst), and the tokens it shoots at. Plain records, as the pipeline takes them.
// The Roll stand-in first (a side-effect import keeps its place): SagaAttackRoll extends the global Roll on load.
import "../../../rolls/fake-roll.ts";

import type { SagaAttackDice } from "../../../../../src/rulesets/saga/attack/attack-pipeline.ts";
import type {
  SagaAttackChoices,
  SagaAttackerView,
  SagaTargetView,
  SagaWeaponView,
} from "../../../../../src/rulesets/saga/attack/attack-views.ts";
import { SagaAttackRoll } from "../../../../../src/rulesets/saga/dice/saga-attack-roll.ts";
import { forcedResults } from "../../../rolls/fake-roll.ts";

export const trooper: SagaAttackerView = {
  uuid: "Actor.trooper",
  name: "Trooper",
  img: "trooper.webp",
  prone: false,
  preciseShot: false,
  burstFire: false,
  bab: 3,
  str: 0,
  dex: 2,
  heroicLevel: 3,
};

export const blasterRifle: SagaWeaponView = {
  id: "rifle",
  name: "Blaster rifle",
  img: "rifle.webp",
  kind: "ranged",
  rules: { group: "rifle" },
  attackBonus: 5,
  attackParts: [
    { label: "bab", value: 3 },
    { label: "dexterity", value: 2 },
  ],
  damageFormula: "3d8",
  diceFormula: "3d8",
  damageTypes: ["energy"],
  lightsaber: false,
  stun: false,
  autofire: true,
  splash: false,
  burstRadius: 0,
  defense: "reflex",
  shotsLoaded: null,
};

export const fragGrenade: SagaWeaponView = {
  ...blasterRifle,
  id: "frag",
  name: "Frag grenade",
  rules: { group: "thrown" },
  attackBonus: 4,
  attackParts: [{ label: "bab", value: 4 }],
  damageFormula: "4d6",
  diceFormula: "4d6",
  damageTypes: ["slashing"],
  autofire: false,
  burstRadius: 2,
};

export function target(name: string, reflex: number, more: Partial<SagaTargetView> = {}): SagaTargetView {
  return {
    tokenUuid: `Scene.s.Token.${name}`,
    actorUuid: `Actor.${name}`,
    name,
    img: `${name}.webp`,
    defenses: {
      reflex,
      fortitude: reflex + 1,
      will: reflex - 1,
      general: reflex,
      combatManeuver: reflex + 2,
    },
    evasion: false,
    prone: false,
    helpless: false,
    damageThreshold: 12,
    ...more,
  };
}

export function choices(more: Partial<SagaAttackChoices> = {}): SagaAttackChoices {
  return {
    fire: "single",
    braced: false,
    aimed: false,
    situational: 0,
    grip: "normal",
    targets: {},
    ...more,
  };
}

/**
 * A d20 that comes up `natural`, recording the bonus (and advantage) it was rolled with and the actions spent;
 * `afford: false` is a turn that cannot pay for them.
 */
export function d20(
  natural: number,
  afford = true,
): SagaAttackDice & { bonuses: number[]; advantages: boolean[]; spent: string[][] } {
  const bonuses: number[] = [];
  const advantages: boolean[] = [];
  const spent: string[][] = [];
  return {
    bonuses,
    advantages,
    spent,
    spend: async (actions) => {
      spent.push([...actions]);
      return afford;
    },
    attack: async (bonus, options) => {
      bonuses.push(bonus);
      advantages.push(options.advantage === true);
      // The real SagaAttackRoll with its d20 forced: with advantage the other d20 is a 1, kept only if it is higher.
      const others = forcedResults.splice(0);
      forcedResults.push(natural, ...(options.advantage ? [1] : []));
      const roll = SagaAttackRoll.forBonus(bonus, options);
      await roll.evaluate();
      forcedResults.splice(0, forcedResults.length, ...others);
      return { roll, rollIndex: 0 };
    },
  };
}
