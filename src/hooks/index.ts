import type { SystemRegistration } from "../system-registration.ts";
import { attackCardButtons } from "./attack-card-buttons.ts";
import { combatEffectDurations } from "./combat-effect-durations.ts";
import { damageSocket } from "./damage-socket.ts";
import { initiativeSocket } from "./initiative-socket.ts";
import { rulesetPackFolders } from "./ruleset-pack-folders.ts";

export const registration: SystemRegistration = {
  name: "hooks",
  register(): void {
    combatEffectDurations.listen();
    attackCardButtons.listen();
    damageSocket.listen();
    initiativeSocket.listen();
    rulesetPackFolders.listen();
  },
};
