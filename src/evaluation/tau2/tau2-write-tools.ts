/** Retail tools whose calls change the database (upstream's ToolType.WRITE). */
export const TAU2_WRITE_TOOLS: ReadonlySet<string> = new Set([
  'cancel_pending_order',
  'exchange_delivered_order_items',
  'modify_pending_order_address',
  'modify_pending_order_items',
  'modify_pending_order_payment',
  'modify_user_address',
  'return_delivered_order_items',
]);
