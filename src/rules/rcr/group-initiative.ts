/**
 * Opponent initiative: the GM may make one initiative check for a group of opponents, who then share
 * its result. rcr-combat.txt › Opponent Initiative. The text does not say whose modifier a group check
 * uses; this engine rolls for the member with the highest initiative bonus.
 */
export interface GroupInitiativeEntry {
  id: string;
  /** Initiative group chosen by the GM; null when the combatant rolls alone. */
  group: string | null;
  initiativeBonus: number;
  /** Initiative already rolled, if any. */
  initiative: number | null;
}

/** Who rolls, and who takes the result of whose roll. */
export interface InitiativeRollPlan {
  /** Combatants that roll their own check. */
  roll: string[];
  /** Combatants that copy the result of `from` (rolled now, or already rolled earlier). */
  share: { from: string; to: string[] }[];
}

/**
 * Plans the initiative checks for `requested` (ids of entries in `entries`). With group initiative off
 * everyone requested rolls. With it on, a group whose member has already rolled shares that result (a
 * member joining later acts with its group); otherwise its requested member with the highest bonus (the
 * first listed, on a tie) rolls once for the requested members of the group.
 */
export function planInitiativeRolls(
  entries: readonly GroupInitiativeEntry[],
  requested: readonly string[],
  groupInitiative: boolean,
): InitiativeRollPlan {
  const wanted = entries.filter((entry) => requested.includes(entry.id));
  if (!groupInitiative) return { roll: wanted.map((entry) => entry.id), share: [] };
  const roll: string[] = [];
  const share: InitiativeRollPlan["share"] = [];
  const groups = new Map<string, GroupInitiativeEntry[]>();
  for (const entry of wanted) {
    if (entry.group === null) roll.push(entry.id);
    else groups.set(entry.group, [...(groups.get(entry.group) ?? []), entry]);
  }
  for (const [group, members] of groups) {
    const rolled = entries.find(
      (entry) => entry.group === group && entry.initiative !== null && !requested.includes(entry.id),
    );
    const source =
      rolled ??
      members.reduce((best, entry) => (entry.initiativeBonus > best.initiativeBonus ? entry : best));
    if (!rolled) roll.push(source.id);
    const to = members.filter((entry) => entry !== source).map((entry) => entry.id);
    if (to.length) share.push({ from: source.id, to });
  }
  return { roll, share };
}
