// saga-variant-character-combat.txt: every rule of the house variant is a world option of a Saga world,
// off by default, with a hint naming what it changes (issue 16).
import { describe, expect, it } from "vitest";
import en from "../../../../lang/en.json" with { type: "json" };
import { SAGA_VARIANT_OPTIONS, sagaOptions, sagaVariant } from "../../../../src/rulesets/saga/variant.ts";
import { installSettings } from "../../fakes/settings.ts";

const settingLang = en.SWRPG.Setting as Record<string, { Name?: string; Hint?: string } | undefined>;

describe("the Saga variant's world options", () => {
  it("each is a Boolean world setting, off by default, that reloads the world when changed", () => {
    const settings = installSettings({ ruleset: "saga" });
    expect(SAGA_VARIANT_OPTIONS).toHaveLength(10);
    for (const key of SAGA_VARIANT_OPTIONS) {
      const registered = settings.settings.get(`swrpg.${key}`);
      expect(registered, key).toMatchObject({
        scope: "world",
        type: Boolean,
        default: false,
        requiresReload: true,
      });
      expect(settings.get("swrpg", key)).toBe(false);
    }
  });

  it("each shows in the settings of a Saga world and of no other", () => {
    for (const [ruleset, shown] of [
      ["saga", true],
      ["rcr", false],
    ] as const) {
      const settings = installSettings({ ruleset });
      for (const key of SAGA_VARIANT_OPTIONS)
        expect(settings.settings.get(`swrpg.${key}`)?.config).toBe(shown);
    }
  });

  it("each has a name and a hint in the lang file", () => {
    for (const key of SAGA_VARIANT_OPTIONS) {
      expect(settingLang[key]?.Name, key).toMatch(/^Saga variant: /);
      expect(settingLang[key]?.Hint?.length, key).toBeGreaterThan(40);
    }
  });

  it("a world that switches none on runs core Saga: no engine flag is set", () => {
    installSettings({ ruleset: "saga" });
    expect(Object.values(sagaVariant()).some(Boolean)).toBe(false);
    expect(sagaOptions()).toEqual({
      variantShieldDamage: false,
      variantDamageThreshold: false,
      variantConditionTrack: false,
      variantFlanking: false,
    });
  });

  it("the options switched on reach the engine's SagaOptions flags, one each", () => {
    installSettings({ ruleset: "saga", sagaVariantShieldDamage: true, sagaVariantFlanking: true });
    expect(sagaVariant()).toMatchObject({
      sagaVariantShieldDamage: true,
      sagaVariantFlanking: true,
      sagaVariantFormulas: false,
    });
    expect(sagaOptions()).toEqual({
      variantShieldDamage: true,
      variantDamageThreshold: false,
      variantConditionTrack: false,
      variantFlanking: true,
    });
    installSettings({ ruleset: "saga", sagaVariantDamageThreshold: true, sagaVariantConditionTrack: true });
    expect(sagaOptions()).toMatchObject({
      variantDamageThreshold: true,
      variantConditionTrack: true,
      variantShieldDamage: false,
    });
  });
});
