/** What an attack is, for the reaction skills that answer it. */
export type AttackKind = "ranged" | "melee" | "brawling" | "vehicle" | "starship";

/** The skills a character may roll as a full reaction. */
export type ReactionSkill =
  | "dodge"
  | "meleeParry"
  | "brawlingParry"
  | "lightsaber"
  | "vehicleDodge"
  | "starshipDodge";

// d6-combat.txt › Full Reaction. The example's thug still needs only 12 with his vibro-ax after Sandor's
// full dodge, so a dodge answers ranged attacks only; the lightsaber parries melee (the contract's reading).
const ANSWERS: Readonly<Record<ReactionSkill, AttackKind>> = {
  dodge: "ranged",
  meleeParry: "melee",
  lightsaber: "melee",
  brawlingParry: "brawling",
  vehicleDodge: "vehicle",
  starshipDodge: "starship",
};

/** Whether a reaction skill's roll is added to an attack of this kind. */
export function reactionCovers(skill: ReactionSkill, attack: AttackKind): boolean {
  return ANSWERS[skill] === attack;
}

/** d6-combat.txt › Full Reaction: it must be the character's only action of the round, so none taken yet. */
export function canFullReact(actionsThisRound: number): boolean {
  return actionsThisRound <= 0;
}
