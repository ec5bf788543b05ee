import type { RulesetStatusEffect } from "../rulesets/types.ts";

/**
 * A ruleset's status effects from its table of ids and icons, in the table's order: each named by the lang
 * key `<labelPrefix><id>` (Foundry localizes status names itself), its icon one of Foundry's core icons
 * (`icons/svg/<icon>.svg`, present in every install).
 */
export function statusEffectTable<Id extends string>(
  labelPrefix: string,
  icons: Readonly<Record<Id, string>>,
): (RulesetStatusEffect & { id: Id })[] {
  return (Object.keys(icons) as Id[]).map((id) => ({
    id,
    name: `${labelPrefix}${id}`,
    img: `icons/svg/${icons[id]}.svg`,
  }));
}
