import type { SystemRegistration } from "../system-registration.ts";

/** The system's id, as system.json declares it. */
export const SYSTEM_ID = "swrpg";

export const registration: SystemRegistration = {
  name: "config",
  register(): void {},
};
