import { onSocketMessage, SOCKET_CHANNEL } from "../damage/damage-relay.ts";
import { runReported } from "../report-error.ts";

/** The system socket: damage requests for the GM, answers, wound saves for owners. */
export const damageSocket = {
  listen(): void {
    Hooks.once("ready", () => {
      game.socket?.on(SOCKET_CHANNEL, (data: unknown) => {
        runReported("swrpg.damageSocket", onSocketMessage(data));
      });
    });
  },
};
