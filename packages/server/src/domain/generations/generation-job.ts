import { defineJob } from '../jobs/define-job.js';
import { GENERATION_JOB } from './accept-generation.js';
import { runGeneration } from './run-generation.js';

/** Runs an accepted generation: its plan, its images one by one, its settlement. */
export const generationJob = defineJob({ type: GENERATION_JOB, deps: 'generations', handle: runGeneration });
