import { defineCommand } from '../../define-command.js';
import { describePost } from '../describe.js';

export const showPost = defineCommand({
  name: 'show',
  description: 'a post with its publication, target by target',
  configure: (c) => c.argument('<postId>'),
  async run({ cf, args: [id] }) {
    const post = await cf.posts.get(String(id));
    return { json: { post }, text: describePost(post) };
  },
});
