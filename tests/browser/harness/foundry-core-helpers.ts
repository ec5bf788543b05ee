/**
 * Stand-ins for the core Foundry Handlebars helpers the system's templates use (`localize`,
 * `selectOptions`, `checked`, `concat`). Foundry is licensed and cannot run here; these follow its documented
 * behaviour: a missing lang key renders as the key itself, which the tests then catch.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type Handlebars from "handlebars";
import { repoRoot } from "./paths.ts";

type LangTree = { [key: string]: string | LangTree };

function flatten(tree: LangTree, prefix = "", out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(full, value);
    else flatten(value, full, out);
  }
  return out;
}

/** Every string of lang/en.json by its dotted key. */
export function loadEnglish(): Map<string, string> {
  const tree = JSON.parse(readFileSync(path.join(repoRoot, "lang/en.json"), "utf8")) as LangTree;
  return flatten(tree);
}

/** Like `game.i18n.localize` / `format`: the key itself when missing, `{name}` replaced from data. */
export function translate(
  lang: Map<string, string>,
  key: string,
  data: Record<string, unknown> = {},
): string {
  const text = lang.get(key) ?? key;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in data ? String(data[name]) : match));
}

interface HelperOptions {
  hash: Record<string, unknown>;
}

type Choices = Record<string, string | { label: string }> | Array<{ value: string; label: string }>;

function choiceList(choices: Choices): Array<{ value: string; label: string }> {
  if (Array.isArray(choices)) return choices;
  return Object.entries(choices).map(([value, label]) => ({
    value,
    label: typeof label === "string" ? label : label.label,
  }));
}

export function registerFoundryCoreHelpers(hb: typeof Handlebars, lang: Map<string, string>): void {
  const escapeHtml = hb.Utils.escapeExpression;

  hb.registerHelper("localize", (key: unknown, options: HelperOptions) =>
    translate(lang, String(key), options.hash),
  );

  hb.registerHelper("checked", (value: unknown) => (value ? "checked" : ""));

  // client/applications/handlebars.d.mts › concat(...values): the values joined, as a SafeString (a
  // lang key built from a prefix and a stored value: `(localize (concat "SWRPG.Attack.Mode." mode))`).
  hb.registerHelper("concat", (...values: unknown[]) => new hb.SafeString(values.slice(0, -1).join("")));

  hb.registerHelper("selectOptions", (choices: Choices, options: HelperOptions) => {
    const { selected, blank, localize } = options.hash;
    const selectedValues = new Set((Array.isArray(selected) ? selected : [selected]).map(String));
    const label = (text: string) => escapeHtml(localize ? translate(lang, text) : text);
    const html: string[] = [];
    if (blank !== undefined && blank !== null) {
      html.push(`<option value="">${label(String(blank))}</option>`);
    }
    for (const choice of choiceList(choices)) {
      const isSelected = selectedValues.has(String(choice.value)) ? " selected" : "";
      html.push(`<option value="${escapeHtml(choice.value)}"${isSelected}>${label(choice.label)}</option>`);
    }
    return new hb.SafeString(html.join(""));
  });
}
