/**
 * A document of another ruleset than the world's opens read-only, with a banner naming its ruleset
 * (the sheet shells call these). The ruleset is the registry's answer for the document's type.
 */
import { activeRuleset, foreignRuleset } from "../../rulesets/registry.ts";

export const RULESET_BANNER_CLASS = "swrpg-ruleset-banner";

/** The banner's text for a document of another ruleset; null for one of the world's ruleset. */
export function rulesetBannerText(document: Actor.Implementation | Item.Implementation): string | null {
  const ruleset = foreignRuleset(document);
  if (!ruleset) return null;
  const i18n = game.i18n;
  const localize = (key: string) => i18n?.localize(key) ?? key;
  const typeKey = `TYPES.${document.documentName}.${document.type}`;
  return (
    i18n?.format("SWRPG.Ruleset.Banner", {
      documentType: i18n.has(typeKey) ? localize(typeKey) : document.type,
      ruleset: localize(ruleset.label),
      world: localize(activeRuleset().label),
    }) ?? ruleset.id
  );
}

/** Puts the banner first in the sheet's content (once; removed when the text is null). */
export function showRulesetBanner(root: HTMLElement, text: string | null): void {
  root.querySelector(`.${RULESET_BANNER_CLASS}`)?.remove();
  if (!text) return;
  const banner = root.ownerDocument.createElement("div");
  banner.className = RULESET_BANNER_CLASS;
  banner.setAttribute("role", "note");
  banner.textContent = text;
  const content = root.querySelector(".window-content") ?? root;
  content.prepend(banner);
}
