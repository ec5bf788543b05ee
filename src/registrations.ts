import { registration as applications } from "./applications/index.ts";
import { registration as config } from "./config/index.ts";
import { registration as data } from "./data/index.ts";
import { registration as dice } from "./dice/index.ts";
import { registration as documents } from "./documents/index.ts";
import { registration as hooks } from "./hooks/index.ts";
import type { SystemRegistration } from "./system-registration.ts";

/** Every folder barrel, in the order their parts depend on each other. */
export const registrations: readonly SystemRegistration[] = [
  config,
  data,
  documents,
  dice,
  applications,
  hooks,
];
