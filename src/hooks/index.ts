import type { SystemRegistration } from "../registration.ts";

export const registration: SystemRegistration = {
  name: "hooks",
  register(): void {},
};
