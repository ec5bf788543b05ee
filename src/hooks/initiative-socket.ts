import { INITIATIVE_CHANNEL, onInitiativeSocketMessage } from "../documents/combat-initiative-relay.ts";
import { runReported } from "../report-error.ts";

/** The system socket's initiative messages: a player's delay or readied action, run by the active GM. */
export const initiativeSocket = {
  listen(): void {
    Hooks.once("ready", () => {
      game.socket?.on(INITIATIVE_CHANNEL, (data: unknown) => {
        runReported("swrpg.initiativeSocket", onInitiativeSocketMessage(data));
      });
    });
  },
};
