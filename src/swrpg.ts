import { registrations } from "./registrations.ts";
// The built-in rulesets, registered before `init` installs them.
import "./rulesets/index.ts";
import { sheetMacros } from "./hooks/sheet-macros.ts";
import * as rules from "./rules/index.ts";
import { rollClassesByName } from "./rulesets/install.ts";

Hooks.once("init", () => {
  for (const part of registrations) part.register();
  game.swrpg = { rules, macros: sheetMacros, rolls: rollClassesByName() };
});
