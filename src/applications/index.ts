import type { SystemRegistration } from "../registration.ts";

export const registration: SystemRegistration = {
  name: "applications",
  register(): void {},
};
