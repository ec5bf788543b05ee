// The attack dialog: a DialogV2 whose Roll button turns the submitted form into AttackChoices; closing it
// resolves to null (and the attack flow then posts nothing: start-attack.test.ts).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { promptAttackChoices } from "../../../src/rulesets/rcr/attack/attack-dialog.ts";
import { blaster, choices, target } from "./attack-fixtures.ts";
import { installTemplates } from "./card-template.ts";

/** A form as the browser submits it: named values, unchecked boxes absent. */
type FakeForm = { values: Record<string, string> };

/** FormData over the fake form (Node's FormData takes no form element). */
class FakeFormData {
  readonly #values: Record<string, string>;
  constructor(form?: FakeForm) {
    this.#values = form?.values ?? {};
  }
  get(name: string): string | null {
    return this.#values[name] ?? null;
  }
}

interface WaitOptions {
  window: { title: string };
  content: string;
  rejectClose: boolean;
  buttons: {
    action: string;
    default?: boolean;
    callback(event: unknown, button: { form: FakeForm }): unknown;
  }[];
}

/** What the user does with the dialog: submit these values, or close it. */
let user: { submit: Record<string, string> } | "close" = "close";
const wait = vi.fn(async (options: WaitOptions) => {
  if (user === "close") return null;
  const roll = options.buttons.find((button) => button.action === "roll");
  return roll?.callback({}, { form: { values: user.submit } });
});

beforeAll(() => {
  vi.stubGlobal("FormData", FakeFormData);
  installTemplates({ api: { DialogV2: { wait } } });
});
afterAll(() => {
  vi.unstubAllGlobals();
});
beforeEach(() => {
  wait.mockClear();
});

const rifle = blaster({ name: "Blaster rifle", fireModes: ["single", "autofire"] });
const input = {
  weapon: rifle,
  offHandWeapons: [{ id: "hold-out", name: "Hold-out blaster" }],
  targets: [target("trooper")],
  choices: choices({ stance: "fightingDefensively" }),
};

describe("promptAttackChoices", () => {
  it("opens the dialog titled with the weapon, with the rendered options and Roll as the default", async () => {
    user = "close";
    await promptAttackChoices(input);
    const options = wait.mock.calls[0]?.[0];
    expect(options?.window.title).toBe("Blaster rifle: attack options");
    expect(options?.rejectClose).toBe(false);
    expect(options?.buttons.map((button) => [button.action, button.default])).toEqual([["roll", true]]);
    expect(options?.content).toContain("Hold-out blaster");
    expect(options?.content).toContain("trooper");
  });
  it("Roll resolves to the choices read from the submitted form", async () => {
    user = {
      submit: {
        mode: "full",
        fireMode: "autofire",
        offHandWeaponId: "hold-out",
        stance: "normal",
        situational: "1",
        "cover-0": "quarter",
      },
    };
    const chosen = await promptAttackChoices(input);
    expect(chosen).toMatchObject({
      mode: "full",
      fireMode: "autofire",
      offHandWeaponId: "hold-out",
      stance: "normal",
      situational: 1,
      targets: { "Scene.s.Token.trooper": { cover: "quarter", concealment: "none", intoMelee: false } },
    });
  });
  it("closing the dialog resolves to null", async () => {
    user = "close";
    expect(await promptAttackChoices(input)).toBeNull();
  });
});
