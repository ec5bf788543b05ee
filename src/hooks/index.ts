import type { SystemRegistration } from "../system-registration.ts";
import { crewSeatHooks } from "../vehicles/crew-seats.ts";
import { attackCardButtons } from "./attack-card-buttons.ts";
import { chatTokenLinks } from "./chat-token-links.ts";
import { hotbarMacros } from "./hotbar-macros.ts";
import { oddsButton } from "./odds-button.ts";
import { rulesetPackFolders } from "./ruleset-pack-folders.ts";
import { skillCardButtons } from "./skill-card-buttons.ts";
import { systemQueries } from "./system-queries.ts";

export const registration: SystemRegistration = {
  name: "hooks",
  register(): void {
    attackCardButtons.listen();
    chatTokenLinks.listen();
    hotbarMacros.listen();
    systemQueries.register();
    oddsButton.listen();
    rulesetPackFolders.listen();
    crewSeatHooks.listen();
    skillCardButtons.listen();
  },
};
