// The few Foundry globals the adapters under test touch (filled in by the data-model work).
export {};
