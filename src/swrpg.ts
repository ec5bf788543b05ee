import { registrations } from "./registrations.ts";
import * as rules from "./rules/index.ts";

Hooks.once("init", () => {
  for (const part of registrations) part.register();
  game.swrpg = { rules };
});
