import { defineGroup } from '../../define-command.js';
import { createPost } from './create.js';
import { listPosts } from './list.js';
import { showPost } from './show.js';

export const posts = defineGroup('posts', 'list, show and create posts', [listPosts, showPost, createPost]);
