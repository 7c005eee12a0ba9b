import { defineCommand } from '../define-command.js';
import { purchaseHelp } from '../report-error.js';
import { columns } from '../terminal.js';
import { price } from './describe.js';

export const buy = defineCommand({
  name: 'buy',
  description:
    'how to get credits: the operator’s instructions, the packs on sale; with a pack, a checkout page for it',
  configure: (c) => c.argument('[pack]', 'a credit pack (listed without one)'),
  async run({ cf, args: [pack] }) {
    if (pack) {
      const checkout = await cf.credits.checkout(String(pack));
      return { json: { checkout }, text: [`Pay for ${pack} here: ${checkout.checkoutUrl}`] };
    }
    const [purchase, items] = await Promise.all([purchaseHelp(cf), cf.credits.packs()]);
    return {
      json: { ...purchase.fields, items },
      text: [
        ...purchase.lines,
        ...(items.length
          ? [
              '',
              columns([
                ['PACK', 'CREDITS', 'PRICE'],
                ...items.map((p) => [p.id, String(p.credits), price(p.price)]),
              ]),
              '',
              'Or open a checkout for one: contentforge buy <pack>',
            ]
          : []),
      ],
    };
  },
});
