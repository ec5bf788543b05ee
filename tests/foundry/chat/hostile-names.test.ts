// A name is the player's text, never markup: a character named `<img src=x onerror=…>` must reach every
// client's chat as text. Core's chat template prints a message's `content` and a roll's `flavor` as raw HTML
// (templates/sidebar/chat-message.hbs: `{{{message.content}}}`, `{{{message.flavor}}}`), so every name the
// system puts there is escaped as core escapes its own initiative flavor (foundry.utils.escapeHTML). Every
// chat path that writes a name into HTML: the tracker's notes and d20 rolls (documents/combat-chat.ts), the
// wound save (rulesets/rcr/damage/wound-save.ts), the RCR attack card (a Handlebars template, escaped by
// `{{ }}`); the Saga reminder's own test (opportunity-reminder.test.ts) feeds it the same kind of name.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { postCombatNote, rollD20ToChat } from "../../../src/documents/combat-chat.ts";
import { runAttack } from "../../../src/rulesets/rcr/attack/attack-pipeline.ts";
import { rollWoundSave } from "../../../src/rulesets/rcr/damage/wound-save.ts";
import { rcrCard } from "../../../src/rulesets/rcr/dice/attack-card-message.ts";
import { repoRoot } from "../../browser/harness/paths.ts";
import { createActor, registerSystem, soldier } from "../data/fixtures.ts";
import { installEscapeHTML } from "../fakes/escape-html.ts";
import { visibilityStatics } from "../fakes/generation.ts";
import { attacker, blaster, choices, scriptedDice, target } from "../rolls/attack-fixtures.ts";
import { installTemplates } from "../rolls/card-template.ts";
import { FakeRoll } from "../rolls/fake-roll.ts";

const HOSTILE = `<img src=x onerror="alert('x')">Vader & Son`;

const created: { content?: string; flavor?: string }[] = [];
const world = globalThis as unknown as Record<string, unknown>;

beforeAll(() => {
  registerSystem();
  installTemplates();
  installEscapeHTML();
  world.Roll = FakeRoll;
  world.ChatMessage = {
    getSpeaker: ({ actor }: { actor?: { id?: string } } = {}) => ({ actor: actor?.id ?? null }),
    ...visibilityStatics((data: object) => data),
    create: async (data: { content?: string }) => {
      created.push(data);
      return data;
    },
  };
});
beforeEach(() => {
  created.length = 0;
  FakeRoll.posted.length = 0;
});

/** The name is in the line as text: no element comes from it (the card's own portraits are `<img>` too). */
function expectNameAsText(html: string): void {
  expect(html).not.toContain("<img src=x");
  expect(html).not.toContain('onerror="');
  // Escaped as text (Handlebars also writes `=` as `&#x3D;`; escapeHTML leaves it).
  expect(html).toContain("&lt;img src");
  expect(html).toContain("&gt;Vader &amp; Son");
}

const combatant = (name: string) =>
  ({ name, hidden: false, actor: null, token: null }) as unknown as Combatant.Implementation;

describe("a hostile name in every chat line the system posts", () => {
  it("the combat tracker's note (e.g. a readied action that lapsed)", async () => {
    await postCombatNote(combatant(HOSTILE), "SWRPG.Combat.Note.ReadyLapsed");
    expect(created).toHaveLength(1);
    expectNameAsText(created[0]?.content ?? "");
  });

  it("the tracker's d20 roll (the dying save's flavor)", async () => {
    await rollD20ToChat(combatant(HOSTILE), 2, "SWRPG.Combat.DyingSave.Flavor", { dc: 10 });
    expect(FakeRoll.posted).toHaveLength(1);
    expectNameAsText(String(FakeRoll.posted[0]?.flavor));
  });

  it("the wound save's flavor (the Fortitude save after wound damage)", async () => {
    const actor = await createActor({ ...soldier(), name: HOSTILE });
    await rollWoundSave(actor, 15, "no-entry");
    expect(FakeRoll.posted).toHaveLength(1);
    expectNameAsText(String(FakeRoll.posted[0]?.flavor));
  });

  it("the attack card: attacker, weapon and target names", async () => {
    const card = await runAttack(
      {
        attacker: attacker({ name: HOSTILE }),
        weapon: blaster({ name: HOSTILE }),
        offHand: null,
        choices: choices(),
        targets: [target("t", { name: HOSTILE })],
      },
      scriptedDice([12]),
    );
    if ("ok" in card) throw new Error("refused");
    const html = await rcrCard.render(card, "m1", { isGM: true, hideDefense: false }, []);
    expectNameAsText(html);
  });

  it("no chat template prints a value unescaped (`{{{ }}}` is for the sheets' enriched rich text only)", async () => {
    const files = await readdir(path.join(repoRoot, "templates"), { recursive: true });
    const raw = [];
    for (const file of files.filter((name) => name.endsWith(".hbs")))
      if ((await readFile(path.join(repoRoot, "templates", file), "utf8")).includes("{{{")) raw.push(file);
    expect(raw).toEqual(["parts/rich-text.hbs"]);
  });
});
