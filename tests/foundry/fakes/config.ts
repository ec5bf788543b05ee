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

import { V14 } from "./generation.ts";

export const fakeConfig = {
  Actor: { dataModels: {}, documentClass: null, trackableAttributes: {} } as FakeDocumentConfig,
  Item: { dataModels: {}, documentClass: null, trackableAttributes: {} } as FakeDocumentConfig,
  // v13 keeps the status effects in an array, v14 in a record keyed by id (its default; arrays still taken).
  statusEffects: (V14 ? {} : []) as unknown[] | Record<string, unknown>,
  // v14's CONFIG.ActiveEffect (v14 API: variables/CONFIG.ActiveEffect.html): what core does to an expired
  // effect ("update" marks it expired) and the expiry events packages add; v13 has neither.
  ActiveEffect: (V14 ? { expiryAction: "update", expiryEvents: {} } : {}) as Record<string, unknown>,
  specialStatusEffects: {} as Record<string, string>,
  // client/config.d.mts › CONFIG.queries: the query handlers, by name (core's and the system's).
  queries: {} as Record<string, (data: unknown, options: { timeout?: number }) => unknown>,
};
