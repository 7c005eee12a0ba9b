import { forgetLogin } from '../client-config.js';
import { defineCommand } from '../define-command.js';

export const logout = defineCommand({
  name: 'logout',
  description: 'forget the stored login',
  async run({ io }) {
    const removed = forgetLogin(io.env);
    return { json: { removed }, text: [removed ? 'Logged out.' : 'There was no stored login.'] };
  },
});
