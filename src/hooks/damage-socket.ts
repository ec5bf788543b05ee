import { onSocketMessage, SOCKET_CHANNEL } from "../damage/damage-relay.ts";

/** The system socket: damage requests for the GM, answers, wound saves for owners. */
export const damageSocket = {
  listen(): void {
    Hooks.once("ready", () => {
      game.socket?.on(SOCKET_CHANNEL, (data: unknown) => {
        void onSocketMessage(data);
      });
    });
  },
};
