import en from "../../../lang/en.json";
import { isRecord } from "./fields.ts";

/** `game.i18n` over the system's real lang/en.json: a missing key comes back as the key, as in Foundry. */
function lookup(key: string): string | undefined {
  let node: unknown = en;
  for (const part of key.split(".")) {
    if (!isRecord(node)) return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

export const fakeI18n = {
  has(key: string): boolean {
    return lookup(key) !== undefined;
  },
  localize(key: string): string {
    return lookup(key) ?? key;
  },
  format(key: string, data: Record<string, string> = {}): string {
    const template = lookup(key) ?? key;
    return template.replace(/{(\w+)}/g, (match, name: string) => data[name] ?? match);
  },
};
