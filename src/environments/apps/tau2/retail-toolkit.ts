/**
 * The retail tools as the agent sees them: upstream's names, arguments and descriptions (what τ²-bench's
 * agents are told about each tool), each with its kind (read, write, generic) and the function that runs
 * it. `runRetailTool` is the one entry point of the MCP server and of every replay.
 */
import { z } from 'zod';
import { ORDER_OPTIONAL_FIELDS, type RetailDb, type RetailOrder } from './retail-data.ts';
import * as tools from './retail-tools.ts';

/** read: looks only; write: changes the database; generic: neither (arithmetic, a transfer). */
export type RetailToolKind = 'read' | 'write' | 'generic';

const ORDER_ID =
  "The order id, such as '#W0000000'. Be careful there is a '#' symbol at the beginning of the order id.";
const USER_ID = "The user id, such as 'sara_doe_496'.";
const PRODUCT_ID =
  "The product id, such as '6086499569'. Be careful the product id is different from the item id.";
const ITEM_ID = "The item id, such as '6086499569'. Be careful the item id is different from the product id.";
const PAYMENT =
  "The payment method id to pay or receive refund for the item price difference, such as 'gift_card_0000000' or " +
  "'credit_card_0000000'. These can be looked up from the user or order details.";
const CONFIRM =
  'The agent needs to explain the modification detail and ask for explicit user confirmation (yes/no) to proceed.';

const address = {
  address1: z.string().describe("The first line of the address, such as '123 Main St'."),
  address2: z.string().describe("The second line of the address, such as 'Apt 1' or ''."),
  city: z.string().describe("The city, such as 'San Francisco'."),
  state: z.string().describe("The state, such as 'CA'."),
  country: z.string().describe("The country, such as 'USA'."),
  zip: z.string().describe("The zip code, such as '12345'."),
};
const itemIds = (what: string) =>
  z
    .array(z.string())
    .describe(
      `The item ids to be ${what}, each such as '1008292230'. There could be duplicate items in the list.`,
    );
const newItemIds = (what: string) =>
  z
    .array(z.string())
    .describe(
      `The item ids to be ${what} for, each such as '1008292230'. There could be duplicate items in the list. ` +
        'Each new item id should match the item id in the same position and be of the same product.',
    );

interface RetailToolDefinition<Shape extends z.ZodRawShape = z.ZodRawShape> {
  kind: RetailToolKind;
  description: string;
  input: Shape;
  run(db: RetailDb, args: z.infer<z.ZodObject<Shape>>): unknown;
}

const define = <Shape extends z.ZodRawShape>(tool: RetailToolDefinition<Shape>): RetailToolDefinition =>
  tool as unknown as RetailToolDefinition;

/** Every retail tool, by upstream's name, in upstream's order. */
export const RETAIL_TOOLS: Record<string, RetailToolDefinition> = {
  calculate: define({
    kind: 'generic',
    description: 'Calculate the result of a mathematical expression.',
    input: {
      expression: z
        .string()
        .describe(
          "The mathematical expression to calculate, such as '2 + 2'. The expression can contain numbers, operators (+, -, *, /), parentheses, and spaces.",
        ),
    },
    run: (_db, { expression }) => tools.calculate(expression),
  }),
  cancel_pending_order: define({
    kind: 'write',
    description:
      'Cancel a pending order. If the order is already processed or delivered, it cannot be cancelled. The agent needs ' +
      'to explain the cancellation detail and ask for explicit user confirmation (yes/no) to proceed. If the user ' +
      "confirms, the order status will be changed to 'cancelled' and the payment will be refunded. The refund will be " +
      "added to the user's gift card balance immediately if the payment was made using a gift card, otherwise the " +
      'refund would take 5-7 business days to process. The function returns the order details after the cancellation.',
    input: {
      order_id: z.string().describe(ORDER_ID),
      reason: z
        .string()
        .describe(
          "The reason for cancellation, which should be either 'no longer needed' or 'ordered by mistake'.",
        ),
    },
    run: (db, { order_id, reason }) => tools.cancelPendingOrder(db, order_id, reason),
  }),
  exchange_delivered_order_items: define({
    kind: 'write',
    description:
      'Exchange items in a delivered order to new items of the same product type. For a delivered order, return or ' +
      'exchange can be only done once by the agent. The agent needs to explain the exchange detail and ask for ' +
      'explicit user confirmation (yes/no) to proceed.',
    input: {
      order_id: z.string().describe(ORDER_ID),
      item_ids: itemIds('exchanged'),
      new_item_ids: newItemIds('exchanged'),
      payment_method_id: z.string().describe(PAYMENT),
    },
    run: (db, args) =>
      tools.exchangeDeliveredOrderItems(
        db,
        args.order_id,
        args.item_ids,
        args.new_item_ids,
        args.payment_method_id,
      ),
  }),
  find_user_id_by_name_zip: define({
    kind: 'read',
    description:
      'Find user id by first name, last name, and zip code. If the user is not found, the function will return an ' +
      'error message. By default, find user id by email, and only call this function if the user is not found by ' +
      'email or cannot remember email.',
    input: {
      first_name: z.string().describe("The first name of the customer, such as 'John'."),
      last_name: z.string().describe("The last name of the customer, such as 'Doe'."),
      zip: z.string().describe("The zip code of the customer, such as '12345'."),
    },
    run: (db, args) => tools.findUserIdByNameZip(db, args.first_name, args.last_name, args.zip),
  }),
  find_user_id_by_email: define({
    kind: 'read',
    description:
      'Find user id by email. If the user is not found, the function will return an error message.',
    input: { email: z.string().describe("The email of the user, such as 'something@example.com'.") },
    run: (db, { email }) => tools.findUserIdByEmail(db, email),
  }),
  get_order_details: define({
    kind: 'read',
    description: 'Get the status and details of an order.',
    input: { order_id: z.string().describe(ORDER_ID) },
    run: (db, { order_id }) => tools.getOrderDetails(db, order_id),
  }),
  get_product_details: define({
    kind: 'read',
    description: 'Get the inventory details of a product.',
    input: { product_id: z.string().describe(PRODUCT_ID) },
    run: (db, { product_id }) => tools.getProductDetails(db, product_id),
  }),
  get_item_details: define({
    kind: 'read',
    description: 'Get the inventory details of an item.',
    input: { item_id: z.string().describe(ITEM_ID) },
    run: (db, { item_id }) => tools.getItemDetails(db, item_id),
  }),
  get_user_details: define({
    kind: 'read',
    description: 'Get the details of a user, including their orders.',
    input: { user_id: z.string().describe(USER_ID) },
    run: (db, { user_id }) => tools.getUserDetails(db, user_id),
  }),
  list_all_product_types: define({
    kind: 'read',
    description:
      'List the name and product id of all product types. Each product type has a variety of different items with ' +
      'unique item ids and options. There are only 50 product types in the store.',
    input: {},
    run: (db) => tools.listAllProductTypes(db),
  }),
  modify_pending_order_address: define({
    kind: 'write',
    description: `Modify the shipping address of a pending order. ${CONFIRM}`,
    input: { order_id: z.string().describe(ORDER_ID), ...address },
    run: (db, args) => tools.modifyPendingOrderAddress(db, args.order_id, args),
  }),
  modify_pending_order_items: define({
    kind: 'write',
    description:
      'Modify items in a pending order to new items of the same product type. For a pending order, this function can ' +
      'only be called once. The agent needs to explain the exchange detail and ask for explicit user confirmation ' +
      '(yes/no) to proceed.',
    input: {
      order_id: z.string().describe(ORDER_ID),
      item_ids: itemIds('modified'),
      new_item_ids: newItemIds('modified'),
      payment_method_id: z.string().describe(PAYMENT),
    },
    run: (db, args) =>
      tools.modifyPendingOrderItems(
        db,
        args.order_id,
        args.item_ids,
        args.new_item_ids,
        args.payment_method_id,
      ),
  }),
  modify_pending_order_payment: define({
    kind: 'write',
    description: `Modify the payment method of a pending order. ${CONFIRM}`,
    input: { order_id: z.string().describe(ORDER_ID), payment_method_id: z.string().describe(PAYMENT) },
    run: (db, args) => tools.modifyPendingOrderPayment(db, args.order_id, args.payment_method_id),
  }),
  modify_user_address: define({
    kind: 'write',
    description: `Modify the default address of a user. ${CONFIRM}`,
    input: { user_id: z.string().describe(USER_ID), ...address },
    run: (db, args) => tools.modifyUserAddress(db, args.user_id, args),
  }),
  return_delivered_order_items: define({
    kind: 'write',
    description:
      "Return some items of a delivered order. The order status will be changed to 'return requested'. The agent " +
      'needs to explain the return detail and ask for explicit user confirmation (yes/no) to proceed. The user will ' +
      'receive follow-up email for how and where to return the item.',
    input: {
      order_id: z.string().describe(ORDER_ID),
      item_ids: itemIds('returned'),
      payment_method_id: z
        .string()
        .describe(
          "The payment method id to pay or receive refund for the item price difference, such as 'gift_card_0000000' " +
            "or 'credit_card_0000000'. These can be looked up from the user or order details.",
        ),
    },
    run: (db, args) =>
      tools.returnDeliveredOrderItems(db, args.order_id, args.item_ids, args.payment_method_id),
  }),
  transfer_to_human_agents: define({
    kind: 'generic',
    description:
      "Transfer the user to a human agent, with a summary of the user's issue. Only transfer if the user explicitly " +
      "asks for a human agent, or given the policy and the available tools, you cannot solve the user's issue.",
    input: { summary: z.string().describe("A summary of the user's issue.") },
    run: () => tools.transferToHumanAgents(),
  }),
};

/** The kind of a retail tool, undefined for a name that is none. */
export function retailToolKind(name: string): RetailToolKind | undefined {
  return RETAIL_TOOLS[name]?.kind;
}

/** What one call gave: the text the agent sees, and whether it failed. */
export interface RetailToolOutcome {
  text: string;
  isError: boolean;
}

/**
 * Runs a retail tool on `db` (changing it in place for a write) and renders its result as upstream does:
 * a model as JSON with upstream's separators (an order with its optional fields, null until set), a
 * string as it is, a failure as `Error: <message>`. Arguments that do not fit the tool's are a failure too.
 */
export function runRetailTool(db: RetailDb, name: string, args: Record<string, unknown>): RetailToolOutcome {
  const tool = RETAIL_TOOLS[name];
  if (!tool) return { text: `Error: Tool '${name}' not found.`, isError: true };
  const parsed = z.strictObject(tool.input).safeParse(args);
  if (!parsed.success) return { text: `Error: ${z.prettifyError(parsed.error)}`, isError: true };
  try {
    return { text: render(tool.run(db, parsed.data)), isError: false };
  } catch (error) {
    if (error instanceof tools.ToolFailure) return { text: `Error: ${error.message}`, isError: true };
    throw error;
  }
}

function render(value: unknown): string {
  if (typeof value === 'string') return value;
  return pythonJson(isOrder(value) ? withOptionalFields(value) : value);
}

function isOrder(value: unknown): value is RetailOrder {
  return typeof value === 'object' && value !== null && 'order_id' in value && 'payment_history' in value;
}

function withOptionalFields(order: RetailOrder): Record<string, unknown> {
  const out: Record<string, unknown> = { ...order };
  for (const field of ORDER_OPTIONAL_FIELDS) out[field] = order[field] ?? null;
  return out;
}

/** JSON as Python's `json.dumps` writes it by default: `, ` and `: ` separators, non-ASCII escaped. */
export function pythonJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(pythonJson).join(', ')}]`;
  if (typeof value === 'object')
    return `{${Object.entries(value)
      .map(([key, field]) => `${asciiJson(key)}: ${pythonJson(field)}`)
      .join(', ')}}`;
  return typeof value === 'string' ? asciiJson(value) : JSON.stringify(value);
}

function asciiJson(text: string): string {
  return JSON.stringify(text).replace(
    /[\u007f-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
