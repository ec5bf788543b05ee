/** The system's id, as system.json declares it. */
export const SYSTEM_ID = "swrpg";
