/**
 * How a connector walks a post's parts (the post, then its replies): parts an earlier attempt
 * posted are never posted again, each new part is kept (`partPosted`) the moment the platform has
 * it, and the delivery answers what the post itself became. A thread's reply answers the part
 * before it; a comment answers the post (part 0).
 */
import type { Delivery, DeliveryPart, DeliveryReceipt } from '../../../ports/connector.js';
import type { PartReceipt } from '../../../ports/persistence/posts.js';

export interface PartToPost extends DeliveryPart {
  /** 0 for the post, 1 for its first reply, … */
  index: number;
  /** What the post (part 0) became; undefined while posting it. */
  root: PartReceipt | undefined;
  /** What the part before became; undefined while posting the post. */
  previous: PartReceipt | undefined;
}

export async function deliverParts(
  delivery: Delivery,
  post: (part: PartToPost) => Promise<PartReceipt>,
): Promise<DeliveryReceipt> {
  const parts: DeliveryPart[] = [{ text: delivery.text, media: delivery.media }, ...delivery.replies];
  const receipts = [...delivery.posted];
  for (let index = receipts.length; index < parts.length; index++) {
    const receipt = await post({
      ...parts[index]!,
      index,
      root: receipts[0],
      previous: receipts[index - 1],
    });
    receipts.push(receipt);
    await delivery.partPosted(receipt);
  }
  return receipts[0]!;
}

/** How a failure names the part it happened in ("create the post", "create reply 2"). */
export const partDoing = (index: number, post: string, reply: string): string =>
  index === 0 ? post : `${reply} ${index}`;
