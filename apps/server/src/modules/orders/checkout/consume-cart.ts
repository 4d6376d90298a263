import type { RequestContext } from '../../../platform/http/context.ts'
import { removeCartLines } from '../../cart/index.ts'
import type { CartLine } from './choose-lines.ts'

/** Step 5 (§4): the lines ordered leave the cart; the others stay, ticked or not. */
export async function consumeCart(ctx: RequestContext, lines: readonly CartLine[]): Promise<void> {
  await removeCartLines(
    ctx,
    lines.map((line) => line.lineId),
  )
}
