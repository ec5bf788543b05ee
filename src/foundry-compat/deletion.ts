import type { V14DataOperators } from "../types/v14";
import { isV14 } from "./generation.ts";

/**
 * An update that deletes `key` under the dotted `path`, in the running generation's syntax: v13's
 * `{"path.-=key": null}`; v14's `{"path.key": new foundry.data.operators.ForcedDeletion()}` (v14 replaces
 * the `-=` prefix with update operators).
 */
export function deletionUpdate(path: string, key: string, generation?: number): Record<string, unknown> {
  if (!isV14(generation)) return { [`${path}.-=${key}`]: null };
  // foundry.data.operators is v14 API, absent from the v13 types.
  const operators = (foundry.data as unknown as { operators: V14DataOperators }).operators;
  return { [`${path}.${key}`]: new operators.ForcedDeletion() };
}
