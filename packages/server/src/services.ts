import type { Database } from './adapters/db/database.js';
import { createStore } from './adapters/db/store.js';
import type { Config } from './config.js';
import type { AccountsDeps } from './domain/accounts.js';
import { type CreditLedger, createCreditLedger } from './domain/credits/credit-ledger.js';
import { type Clock, systemClock } from './ports/clock.js';
import type { Store } from './ports/store.js';

/**
 * Everything the HTTP layer and the commands use, built from the configuration in this one place:
 * the adapters are chosen here and nowhere else.
 */
export interface Services {
  config: Config;
  database: Database;
  store: Store;
  clock: Clock;
  credits: CreditLedger;
  accounts: AccountsDeps;
}

export function createServices(config: Config, database: Database, clock: Clock = systemClock): Services {
  const store = createStore(database.db, database.dialect);
  const credits = createCreditLedger({ store, clock, purchaseUrl: async () => purchaseUrlOf(config) });
  return {
    config,
    database,
    store,
    clock,
    credits,
    accounts: { store, clock, credits, trial: { credits: config.trialCredits, days: config.trialDays } },
  };
}

/** Where to buy credits: the operator's PURCHASE_URL, else the web app's billing page. */
export function purchaseUrlOf(config: Config): string {
  return config.purchaseUrl ?? `${config.publicUrl}/billing`;
}
