import { isValidDiceFormula, type saga } from "../../rules/index.ts";
import { SAGA_DAMAGE_TYPES, SAGA_GROUPS } from "../saga/check-combatant.ts";
import type { SagaCombatant, SagaSimWeapon } from "../saga/saga-combatant.ts";
import { join, type Reader } from "./field-reader.ts";

/** A Saga Edition combatant written inline in an encounter file (docs/simulate.md › Saga Edition). */

const FIELDS = [
  "name",
  "count",
  "aware",
  "kind",
  "hitPoints",
  "maxHitPoints",
  "temporaryHitPoints",
  "damageThreshold",
  "condition",
  "damageReduction",
  "shieldRating",
  "reflex",
  "flatFootedReflex",
  "initiativeBonus",
  "dexterity",
  "speed",
  "burstFire",
  "evasion",
  "secondWind",
  "weapons",
];
const WEAPON_FIELDS = [
  "name",
  "kind",
  "group",
  "attack",
  "damage",
  "types",
  "lightsaber",
  "threatRange",
  "autofire",
  "autofireOnly",
  "shots",
  "burstRadius",
  "splash",
  "uses",
];

function weapon(r: Reader, value: unknown, path: string): SagaSimWeapon {
  const w = r.object(value, path);
  r.only(w, path, WEAPON_FIELDS);
  if (w.kind === undefined) r.fail(join(path, "kind"), 'missing ("melee" or "ranged")');
  const kind = r.choice(w, "kind", path, ["melee", "ranged"] as const, "melee");
  const damage = w.damage;
  if (typeof damage !== "string" || !isValidDiceFormula(damage, { allowReferences: false }))
    r.fail(
      join(path, "damage"),
      `expected a dice formula such as "3d8" or "2d6+1", got ${JSON.stringify(damage)}`,
    );
  const result: SagaSimWeapon = {
    name: r.string(w, "name", path),
    kind,
    group: r.choice(w, "group", path, SAGA_GROUPS, kind === "melee" ? "melee" : "rifle"),
    attack: r.integer(w, "attack", path, -20, 60),
    damage,
    threatRange: r.integer(w, "threatRange", path, 2, 20, 20) ?? 20,
  };
  if (w.types !== undefined)
    result.types = r.array(w.types, join(path, "types"), 1).map((type, i) => {
      if (typeof type !== "string" || !(SAGA_DAMAGE_TYPES as readonly string[]).includes(type))
        r.fail(
          `${join(path, "types")}[${i}]`,
          `expected one of ${SAGA_DAMAGE_TYPES.join(", ")}, got ${JSON.stringify(type)}`,
        );
      return type as saga.DamageType;
    });
  for (const flag of ["lightsaber", "autofire", "autofireOnly", "splash"] as const)
    if (w[flag] !== undefined) result[flag] = r.boolean(w, flag, path, false);
  const shots = r.integer(w, "shots", path, 0, 1000, null);
  if (shots !== null) result.shots = shots;
  const radius = r.integer(w, "burstRadius", path, 1, 20, null);
  if (radius !== null) result.burstRadius = radius;
  const uses = r.integer(w, "uses", path, 0, 100, null);
  if (uses !== null) result.uses = uses;
  return result;
}

export function readSagaCombatant(r: Reader, c: Record<string, unknown>, path: string): SagaCombatant {
  r.only(c, path, FIELDS);
  const maxHitPoints = r.integer(c, "maxHitPoints", path, 1, 2000, null);
  const hitPoints = r.integer(c, "hitPoints", path, 0, maxHitPoints ?? 2000);
  const reflex = r.integer(c, "reflex", path, 0, 80);
  const combatant: SagaCombatant = {
    name: r.string(c, "name", path),
    kind: r.choice(c, "kind", path, ["creature", "droid"] as const, "creature"),
    hitPoints,
    maxHitPoints: maxHitPoints ?? Math.max(1, hitPoints),
    temporaryHitPoints: r.integer(c, "temporaryHitPoints", path, 0, 2000, 0) ?? 0,
    damageThreshold: r.integer(c, "damageThreshold", path, 0, 200),
    condition: r.integer(c, "condition", path, 0, 15, 0) ?? 0,
    damageReduction: (() => {
      const amount = r.integer(c, "damageReduction", path, 0, 200, 0) ?? 0;
      return amount > 0 ? [{ amount }] : [];
    })(),
    shieldRating: r.integer(c, "shieldRating", path, 0, 200, 0) ?? 0,
    reflex,
    flatFootedReflex: r.integer(c, "flatFootedReflex", path, 0, 80, reflex) ?? reflex,
    initiativeBonus: r.integer(c, "initiativeBonus", path, -10, 60, 0) ?? 0,
    dexterity: r.integer(c, "dexterity", path, 1, 60, 10) ?? 10,
    speed: r.integer(c, "speed", path, 0, 100, 6) ?? 6,
    burstFire: r.boolean(c, "burstFire", path, false),
    evasion: r.boolean(c, "evasion", path, false),
    weapons: r
      .array(c.weapons ?? [], join(path, "weapons"))
      .map((w, i) => weapon(r, w, `${join(path, "weapons")}[${i}]`)),
  };
  if (c.secondWind !== undefined) {
    const at = join(path, "secondWind");
    const wind = r.object(c.secondWind, at);
    r.only(wind, at, ["heroic", "constitution", "uses"]);
    combatant.secondWind = {
      heroic: r.boolean(wind, "heroic", at, true),
      constitution: r.integer(wind, "constitution", at, 1, 60),
      usesLeft: r.integer(wind, "uses", at, 0, 10, 1) ?? 1,
    };
  }
  return combatant;
}
