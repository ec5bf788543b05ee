/**
 * The combat feats the engine understands. A feat item stores one of these keys (and, for a
 * targeted feat, the weapon group or weapon name it applies to); derived data and roll code read
 * `actor.system.feats` instead of hand-entered numbers.
 */
export const FEAT_KEYS = [
  "weaponFocus",
  "pointBlankShot",
  "preciseShot",
  "rapidShot",
  "multishot",
  "twoWeaponFighting",
  "ambidexterity",
  "improvedTwoWeaponFighting",
  "improvedCritical",
  "martialArts",
  "dodge",
  "improvedInitiative",
  "combatReflexes",
  "springAttack",
  "burstOfSpeed",
] as const;

export type FeatKey = (typeof FEAT_KEYS)[number];

/** Feats taken for one kind of weapon: their `target` names a weapon group key or a weapon's name. */
export const TARGETED_FEATS: ReadonlySet<FeatKey> = new Set<FeatKey>(["weaponFocus", "improvedCritical"]);

/** The lang key naming a feat. */
export function featLabel(key: FeatKey): string {
  return `SWRPG.Feat.${key}`;
}

export function isFeatKey(key: string): key is FeatKey {
  return (FEAT_KEYS as readonly string[]).includes(key);
}

/** What an actor's feat items add up to: which feats it has, and the targets of targeted feats. */
export type FeatSummary = Record<FeatKey, { has: boolean; targets: string[] }>;

/** Summarizes feat records (unknown keys are ignored; a blank target is kept out of the list). */
export function summarizeFeats(feats: readonly { key: string; target: string }[]): FeatSummary {
  const summary = Object.fromEntries(
    FEAT_KEYS.map((key) => [key, { has: false, targets: [] as string[] }]),
  ) as Record<FeatKey, { has: boolean; targets: string[] }>;
  for (const feat of feats) {
    if (!isFeatKey(feat.key)) continue;
    const entry = summary[feat.key];
    entry.has = true;
    const target = feat.target.trim();
    if (target) entry.targets.push(target);
  }
  return summary;
}

/**
 * Whether a targeted feat applies to a weapon: a target matches the weapon's group key or its
 * name, ignoring case and surrounding spaces.
 */
export function featAppliesTo(
  entry: { has: boolean; targets: readonly string[] },
  weapon: { group: string; name: string },
): boolean {
  if (!entry.has) return false;
  const group = weapon.group.toLowerCase();
  const name = weapon.name.trim().toLowerCase();
  return entry.targets.some((target) => {
    const wanted = target.toLowerCase();
    return wanted === group || wanted === name;
  });
}

/** The feats an attack plan asks about, as plain flags (the attack flow and the simulator alike). */
export function attackFeatFlags(feats: FeatSummary) {
  return {
    pointBlankShot: feats.pointBlankShot.has,
    preciseShot: feats.preciseShot.has,
    rapidShot: feats.rapidShot.has,
    multishot: feats.multishot.has,
    twoWeaponFighting: feats.twoWeaponFighting.has,
    ambidexterity: feats.ambidexterity.has,
    improvedTwoWeaponFighting: feats.improvedTwoWeaponFighting.has,
    martialArts: feats.martialArts.has,
  };
}
