import type { SystemRegistration } from "../registration.ts";

export const registration: SystemRegistration = {
  name: "dice",
  register(): void {},
};
