import {
  type BonusPart,
  CHARGE_ATTACK_BONUS,
  CHARGE_DEFENSE_PENALTY,
  type CombatCondition,
  type ConditionEffects,
  conditionEffects,
  createInjuryState,
  type DexLossSituation,
  type InjuryEffects,
  injuryEffects,
  losesDexBonus,
  stanceEffects,
} from "../../../../rules/index.ts";

/**
 * What the actor's conditions (status ids) do, read off the engine's tables: this file maps ids to
 * engine keys and holds no numbers of its own. Roll code reads the result from `system.combat`.
 */
export type CombatState = {
  /** "single": one move or attack action (disabled); "none": no actions at all. */
  actions: InjuryEffects["actions"];
  canAttack: boolean;
  canRun: boolean;
  canCharge: boolean;
  /** Disabled: an attack action costs 1 wound point. */
  attackCostsWound: boolean;
  /** Dying and not stable: the round's Fortitude save (DC 10) is due. */
  dyingSaveEachRound: boolean;
  /** Dex modifier treated as -5 (Defense), melee attackers +4. */
  helpless: boolean;
  /** No Dexterity (or dodge) bonus to Defense. */
  losesDexBonus: boolean;
  /** Threatens the area around it (no attacks of opportunity while grappling). */
  threatensArea: boolean;
  /** Fatigue: applied to the Strength and Dexterity scores (so the modifiers drop by 1). */
  abilityPenalty: number;
  /** The actor's own attack modifiers from its conditions and stance, by attack kind. */
  attackParts: { melee: BonusPart[]; ranged: BonusPart[] };
  /** Dodge bonuses to Defense (stances); lost with the Dex bonus. */
  dodgeParts: BonusPart[];
  /** Other Defense modifiers (charging). */
  defenseParts: BonusPart[];
  /** What an attacker gets against this actor, by attack kind (Favorable and Unfavorable Conditions). */
  againstMe: { melee: ConditionEffects; ranged: ConditionEffects };
};

// Status ids → rows of rcr-combat.txt › Favorable and Unfavorable Conditions (the defender's side).
// A knocked-out character falls to the ground (rcr-combat.txt › Knocked Out): attacked as prone.
const DEFENDER_ROWS: Readonly<Record<string, CombatCondition>> = {
  flatFooted: "flatFooted",
  surprised: "flatFooted",
  stunned: "stunned",
  prone: "defenderProne",
  knockedOut: "defenderProne",
  grappled: "grappling",
  pinned: "pinned",
  running: "running",
  helpless: "helpless",
};

// Status ids → situations in which rcr-combat.txt denies the Dex bonus (defense.ts › DEX_LOSS_SITUATIONS).
const DEX_LOSS: Readonly<Record<string, DexLossSituation>> = {
  flatFooted: "flatFooted",
  surprised: "unaware",
  stunned: "stunned",
  grappled: "grappling",
  pinned: "pinned",
  running: "running",
  helpless: "helpless",
};

/** The injury state the wound points and the knocked-out / stable statuses describe. */
function injuryFor(wounds: number, woundsMax: number, statuses: ReadonlySet<string>) {
  const state = createInjuryState(wounds, woundsMax);
  if (statuses.has("knockedOut")) {
    state.knockedOutRounds = 1;
    state.conscious = false;
  }
  if (statuses.has("stable") && state.condition === "dying") state.stable = true;
  // A fatigued status set by hand has the effects of fatigue from lost wounds.
  return injuryEffects(state, statuses.has("fatigued"));
}

/** The combat effects of an actor's statuses and wound points. */
export function combatState(wounds: number, woundsMax: number, statuses: ReadonlySet<string>): CombatState {
  const injury = injuryFor(wounds, woundsMax, statuses);
  // rcr-combat.txt › Disabled, Dying, Dead (statuses set by hand act like the wound-driven ones).
  const noActions = ["dying", "dead", "knockedOut", "helpless", "surprised"].some((id) => statuses.has(id));
  let actions = injury.actions;
  if (noActions) actions = "none";
  else if (statuses.has("disabled") && actions === "full") actions = "single";

  // rcr-combat.txt › Helpless Defenders: unconscious (dying, stable, dead) or helpless by status.
  const helpless = injury.helpless || ["helpless", "dying", "dead"].some((id) => statuses.has(id));
  const rows = new Set<CombatCondition>();
  for (const id of statuses) {
    const row = DEFENDER_ROWS[id];
    if (row) rows.add(row);
  }
  if (helpless) rows.add("helpless");

  const dexLoss: DexLossSituation[] = [];
  for (const id of statuses) {
    const situation = DEX_LOSS[id];
    if (situation) dexLoss.push(situation);
  }
  if (helpless) dexLoss.push("helpless");
  // rcr-combat.txt › Aiming: the aimer loses Dexterity and dodge bonuses to Defense for the round.
  const losesDex = losesDexBonus(dexLoss) || statuses.has("aiming");

  const stance = stanceEffects(
    statuses.has("totalDefense")
      ? "totalDefense"
      : statuses.has("fightingDefensively")
        ? "fightingDefensively"
        : "normal",
  );
  const melee: BonusPart[] = [...stance.attackParts];
  const ranged: BonusPart[] = [...stance.attackParts];
  const defenseParts: BonusPart[] = [];
  // rcr-combat.txt › Favorable and Unfavorable Conditions: attacker prone.
  if (statuses.has("prone")) {
    melee.push(...conditionEffects("melee", ["attackerProne"]).parts);
    ranged.push(...conditionEffects("ranged", ["attackerProne"]).parts);
  }
  // rcr-combat.txt › Charge: +2 on the attack, -2 Defense until the next action.
  if (statuses.has("charging")) {
    melee.push({ label: "charge", value: CHARGE_ATTACK_BONUS });
    defenseParts.push({ label: "charge", value: CHARGE_DEFENSE_PENALTY });
  }

  const grappling = statuses.has("grappled") || statuses.has("pinned");
  return {
    actions,
    canAttack: actions !== "none" && stance.canAttack,
    canRun: injury.canRun && actions !== "none",
    canCharge: injury.canCharge && actions === "full",
    attackCostsWound: injury.attackCostsWound,
    dyingSaveEachRound: injury.dyingSaveEachRound,
    helpless,
    losesDexBonus: losesDex,
    // rcr-combat.txt › Grappling Consequences: no threatened area while grappling.
    threatensArea: actions !== "none" && !grappling,
    abilityPenalty: injury.abilityPenalty,
    attackParts: { melee, ranged },
    dodgeParts: stance.dodgeParts,
    defenseParts,
    againstMe: { melee: conditionEffects("melee", rows), ranged: conditionEffects("ranged", rows) },
  };
}
