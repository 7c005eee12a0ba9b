import { defineCommand } from '../define-command.js';

export const credits = defineCommand({
  name: 'credits',
  description: 'show the credit balance',
  async run({ cf }) {
    const credits = await cf.credits.get();
    const expires = credits.trial.expiresAt ? `, expires ${credits.trial.expiresAt}` : '';
    return {
      json: { credits },
      text: [
        `${credits.balance} credits: ${credits.trial.balance} trial${expires}, ${credits.standard.balance} standard.`,
      ],
    };
  },
});
