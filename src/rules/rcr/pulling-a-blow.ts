import type { BonusPart } from "./types.ts";

/**
 * Pulling a blow. rcr-additional-combat-rules.txt › Pulling a Blow: with a melee weapon, -4 on the attack;
 * the attacker deals only vitality damage, or normal damage halved. The damage side is `applyDamage`'s
 * `vitalityOnly` / `halfDamage`.
 */

export const PULL_BLOW_PENALTY = -4;

export type PulledBlow = "vitalityOnly" | "halfDamage";

/** A pulled blow's attack part and the hit flags to pass to `applyDamage`. */
export function pullBlow(input: {
  kind: "melee" | "ranged";
  choice: PulledBlow;
}):
  | { ok: true; parts: BonusPart[]; hit: { vitalityOnly?: true; halfDamage?: true } }
  | { ok: false; refused: "meleeOnly" } {
  if (input.kind !== "melee") return { ok: false, refused: "meleeOnly" };
  return {
    ok: true,
    parts: [{ label: "pullingABlow", value: PULL_BLOW_PENALTY }],
    hit: input.choice === "vitalityOnly" ? { vitalityOnly: true } : { halfDamage: true },
  };
}
