import type { SystemRegistration } from "../system-registration.ts";

export const registration: SystemRegistration = {
  name: "applications",
  register(): void {},
};
