import { INITIATIVE_CHANNEL, onInitiativeSocketMessage } from "../documents/combat-initiative-relay.ts";

/** The system socket's initiative messages: a player's delay or readied action, run by the active GM. */
export const initiativeSocket = {
  listen(): void {
    Hooks.once("ready", () => {
      game.socket?.on(INITIATIVE_CHANNEL, (data: unknown) => {
        void onInitiativeSocketMessage(data);
      });
    });
  },
};
