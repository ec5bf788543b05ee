import type { SystemRegistration } from "../system-registration.ts";
import { SwrpgActor } from "./actor.ts";
import { SwrpgItem } from "./item.ts";

export { SwrpgActor } from "./actor.ts";
export { SwrpgItem } from "./item.ts";

export const registration: SystemRegistration = {
  name: "documents",
  register(): void {
    CONFIG.Actor.documentClass = SwrpgActor;
    CONFIG.Item.documentClass = SwrpgItem;
  },
};

declare module "fvtt-types/configuration" {
  interface DocumentClassConfig {
    Actor: typeof SwrpgActor;
    Item: typeof SwrpgItem;
  }
}
