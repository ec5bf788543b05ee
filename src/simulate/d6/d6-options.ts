/** The D6 options an encounter may switch: the engine's own (d6.Options). */
export const D6_SIM_OPTIONS = ["wildDie", "hitLocation"] as const;
export type D6SimOption = (typeof D6_SIM_OPTIONS)[number];
