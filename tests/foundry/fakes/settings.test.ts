import { describe, expect, it } from "vitest";
import { V14 } from "./generation.ts";
import { installSettings, StandInSettings } from "./settings.ts";

describe("the game.settings stand-in copies ClientSettings (client/helpers/client-settings.d.mts)", () => {
  it("get of a key nobody registered throws, as core does", () => {
    const settings = new StandInSettings({ "swrpg.ruleset": "saga" });
    expect(() => settings.get("swrpg", "ruleset")).toThrow(/is not a registered game setting/);
  });

  it("set of a key nobody registered throws too", async () => {
    await expect(new StandInSettings().set("swrpg", "nothing", 1)).rejects.toThrow(/not a registered/);
  });

  it("a registered key reads the world's stored value, else the registered default", async () => {
    const settings = new StandInSettings({ "swrpg.stored": "kept" });
    settings.register("swrpg", "stored", { default: "default" });
    settings.register("swrpg", "fresh", { default: false });
    expect(settings.get("swrpg", "stored")).toBe("kept");
    expect(settings.get("swrpg", "fresh")).toBe(false);
    expect(await settings.set("swrpg", "fresh", true)).toBe(true);
    expect(settings.get("swrpg", "fresh")).toBe(true);
  });

  it("installSettings runs the system's own registration on the world's stored values", () => {
    const settings = installSettings({ ruleset: "saga", sagaVariantFlanking: true });
    expect(settings.get("swrpg", "ruleset")).toBe("saga");
    expect(settings.get("swrpg", "sagaVariantFlanking")).toBe(true);
    expect(settings.get("swrpg", "sagaVariantFormulas")).toBe(false);
    // Core's chat visibility: v13's core.rollMode, v14's core.messageMode (v14 has no core.rollMode).
    if (V14) {
      expect(settings.get("core", "messageMode")).toBe("public");
      expect(() => settings.get("core", "rollMode")).toThrow("not a registered game setting");
    } else expect(settings.get("core", "rollMode")).toBe("publicroll");
  });
});
