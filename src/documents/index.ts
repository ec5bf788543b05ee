import type { SystemRegistration } from "../registration.ts";

export const registration: SystemRegistration = {
  name: "documents",
  register(): void {},
};
