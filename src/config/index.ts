import type { SystemRegistration } from "../registration.ts";

/** The system's id, as system.json declares it. */
export const SYSTEM_ID = "swrpg";

export const registration: SystemRegistration = {
  name: "config",
  register(): void {},
};
