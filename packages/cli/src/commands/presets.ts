import { defineCommand } from '../define-command.js';
import { columns } from '../terminal.js';

export const presets = defineCommand({
  name: 'presets',
  description: 'list the presets with what each run makes and costs',
  async run({ cf }) {
    const items = await cf.presets.list();
    return {
      json: { items },
      text: [
        columns([
          ['PRESET', 'KIND', 'OUTPUTS', 'CREDITS', 'REFERENCE'],
          ...items.map((p) => [
            p.presetId,
            p.kind,
            `${p.outputs.count} × ${p.outputs.width}×${p.outputs.height}`,
            String(p.creditsPerRun),
            p.referenceImage,
          ]),
        ]),
      ],
    };
  },
});
