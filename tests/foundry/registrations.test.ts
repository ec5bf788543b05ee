import { expect, it } from "vitest";
import { registrations } from "../../src/registrations.ts";

it("the init hook registers every folder barrel exactly once", () => {
  const names = registrations.map((r) => r.name);
  expect([...names].sort()).toEqual(["applications", "config", "data", "dice", "documents", "hooks"]);
});
