import type { TypeDataModel } from "./data-model.ts";
import type { SchemaField } from "./fields.ts";

/** The slice of CONFIG the system's registration writes and the fakes read. */
export type ModelClass = (new (
  source: Record<string, unknown>,
  context: { parent: unknown },
) => TypeDataModel) & {
  schema: SchemaField;
  migrateData(source: Record<string, unknown>): Record<string, unknown>;
};

export interface FakeDocumentConfig {
  dataModels: Record<string, ModelClass>;
  documentClass: unknown;
  trackableAttributes: Record<string, unknown>;
}

export const fakeConfig = {
  Actor: { dataModels: {}, documentClass: null, trackableAttributes: {} } as FakeDocumentConfig,
  Item: { dataModels: {}, documentClass: null, trackableAttributes: {} } as FakeDocumentConfig,
  statusEffects: [] as unknown[],
  specialStatusEffects: {} as Record<string, string>,
  // client/config.d.mts › CONFIG.queries: the query handlers, by name (core's and the system's).
  queries: {} as Record<string, (data: unknown, options: { timeout?: number }) => unknown>,
};
