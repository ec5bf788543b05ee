/**
 * The attack lines of a sheet: one per equipped weapon, from the actor's derived `system.attacks`,
 * and the unarmed strike, derived by the same data-model function a weapon attack uses.
 */

import { unarmedDamage } from "../../../../rules/index.ts";
import type { WeaponRecord } from "../../data/actor/actor-record.ts";
import { weaponAttack } from "../../data/actor/weapon-attacks.ts";
import type { WeaponModel } from "../../data/index.ts";
import type { AttackView } from "../views/actor-sheet-view.ts";
import { fullAttackBonuses } from "./full-attack-views.ts";
import { DEFAULT_ITEM_IMAGE, isWeapon, type SheetActor } from "./sheet-subjects.ts";

const UNARMED_IMAGE = "icons/svg/combat.svg";

function fireModes(system: WeaponModel): string[] {
  if (system.attackType === "melee") return [];
  const modes = system.fireModes;
  const names: string[] = [];
  if (modes.autofireOnly) return ["autofireOnly"];
  if (modes.single) names.push("single");
  if (modes.multifire) names.push("multifire");
  if (modes.autofire) names.push("autofire");
  return names;
}

/** Attack lines of the equipped weapons, in item order. */
export function equippedAttacks(actor: SheetActor): AttackView[] {
  const views: AttackView[] = [];
  for (const item of actor.items) {
    if (!isWeapon(item) || !item.system.equipped || !item.id) continue;
    const derived = actor.system.attacks[item.id];
    if (!derived) continue;
    views.push({
      itemId: item.id,
      rowKey: item.id ?? "unarmed",
      name: item.name,
      img: item.img ?? DEFAULT_ITEM_IMAGE,
      attackBonus: derived.attack.total,
      attackParts: derived.attack.parts,
      fullAttackBonuses: fullAttackBonuses(actor, item.id, derived, item.system),
      doubleAttackBonuses:
        item.system.double && item.system.attackType === "melee"
          ? fullAttackBonuses(actor, item.id, derived, item.system, true)
          : [],
      damage: derived.damageFormula,
      threatRange: derived.threatRange,
      rangeIncrement: item.system.attackType === "melee" ? null : item.system.rangeIncrement,
      fireModes: fireModes(item.system),
      kind: item.system.attackType,
    });
  }
  return views;
}

/** The unarmed strike (named by the template): a light melee "weapon" with the size's unarmed damage. */
export function unarmedAttack(actor: SheetActor): AttackView {
  const system = actor.system;
  const record: WeaponRecord = {
    id: "unarmed",
    name: "",
    damageFormula: unarmedDamage(system.size),
    threatRange: 20,
    group: "simple",
    size: "light",
    attackType: "melee",
    equipped: true,
    hand: "primary",
  };
  const derived = weaponAttack(record, {
    baseAttackBonus: system.baseAttackBonus,
    strModifier: system.abilities.str.mod,
    dexModifier: system.abilities.dex.mod,
    size: system.size,
    feats: system.feats,
    combat: system.combat,
  });
  return {
    itemId: null,
    rowKey: "unarmed",
    name: "",
    img: UNARMED_IMAGE,
    attackBonus: derived.attack.total,
    attackParts: derived.attack.parts,
    fullAttackBonuses: fullAttackBonuses(actor, record.id, derived, null),
    doubleAttackBonuses: [],
    damage: derived.damageFormula,
    threatRange: derived.threatRange,
    rangeIncrement: null,
    fireModes: [],
    kind: "melee",
  };
}
