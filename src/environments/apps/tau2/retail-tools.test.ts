import { describe, expect, it } from 'vitest';
import type { RetailDb } from './retail-data.ts';
import { RETAIL_TOOLS, runRetailTool } from './retail-toolkit.ts';
import { retailFixture } from './test-fixtures/retail-fixture.ts';

/** Runs a tool on a fresh fixture; gives its text, error flag and the database after it. */
function call(name: string, args: Record<string, unknown>, db: RetailDb = retailFixture()) {
  const outcome = runRetailTool(db, name, args);
  return { ...outcome, db };
}

const expectError = (name: string, args: Record<string, unknown>, message: string, db?: RetailDb) => {
  const before = JSON.stringify(db ?? retailFixture());
  const outcome = call(name, args, db);
  expect(outcome).toMatchObject({ isError: true, text: `Error: ${message}` });
  expect(JSON.stringify(outcome.db)).toBe(before);
};

describe('retail tools: reads', () => {
  it('offers upstream’s sixteen tools', () => {
    expect(Object.keys(RETAIL_TOOLS)).toHaveLength(16);
  });

  it('finds a user by email (case aside) or by name and zip (accents aside)', () => {
    expect(call('find_user_id_by_email', { email: 'MEI.KOVACS@example.com' }).text).toBe('mei_kovacs_1');
    expect(
      call('find_user_id_by_name_zip', { first_name: 'jose', last_name: 'alvarez', zip: '10001' }).text,
    ).toBe('jose_alvarez_2');
    expectError('find_user_id_by_email', { email: 'nobody@example.com' }, 'User not found');
    expectError(
      'find_user_id_by_name_zip',
      { first_name: 'Mei', last_name: 'Kovacs', zip: '99999' },
      'User not found',
    );
  });

  it('renders an order as upstream does: Python JSON, optional fields null', () => {
    const { text } = call('get_order_details', { order_id: '#W3' });
    expect(text).toContain('"order_id": "#W3", "user_id": "mei_kovacs_1"');
    expect(text).toContain('"cancel_reason": null');
    expect(text).toContain('"return_payment_method_id": null}');
    expect(call('get_user_details', { user_id: 'jose_alvarez_2' }).text).toContain(
      '"first_name": "Jos\\u00e9"',
    );
    expectError('get_order_details', { order_id: 'W3' }, 'Order not found');
    expectError('get_user_details', { user_id: 'nobody' }, 'User not found');
  });

  it('reads products and items, and lists product types by name', () => {
    expect(JSON.parse(call('get_product_details', { product_id: '200' }).text).name).toBe('Desk Lamp');
    expect(JSON.parse(call('get_item_details', { item_id: '102' }).text)).toMatchObject({ price: 15.5 });
    expectError('get_product_details', { product_id: '101' }, 'Product not found');
    expectError('get_item_details', { item_id: '100' }, 'Item not found');
    expect(call('list_all_product_types', {}).text).toBe('{"Desk Lamp": "200", "Water Bottle": "100"}');
  });

  it('calculates as upstream: rounded to cents, a float; refuses other characters', () => {
    expect(call('calculate', { expression: '2 + 2' }).text).toBe('4.0');
    expect(call('calculate', { expression: '(10 - 2.555) * 1' }).text).toBe('7.45');
    expectError('calculate', { expression: 'process.exit()' }, 'Invalid characters in expression');
    expect(call('transfer_to_human_agents', { summary: 'wants a refund to another card' }).text).toBe(
      'Transfer successful',
    );
  });

  it('refuses arguments that do not fit the tool', () => {
    const outcome = call('get_order_details', { order: '#W1' });
    expect(outcome.isError).toBe(true);
    expect(call('no_such_tool', {}).text).toBe("Error: Tool 'no_such_tool' not found.");
  });
});

describe('retail tools: writes', () => {
  it('cancels a pending order, refunding a gift card at once', () => {
    const { db, isError } = call('cancel_pending_order', { order_id: '#W1', reason: 'no longer needed' });
    expect(isError).toBe(false);
    expect(db.orders['#W1']).toMatchObject({ status: 'cancelled', cancel_reason: 'no longer needed' });
    expect(db.orders['#W1']!.payment_history.at(-1)).toEqual({
      transaction_type: 'refund',
      amount: 30,
      payment_method_id: 'gift_card_1',
    });
    expect(db.users.mei_kovacs_1!.payment_methods.gift_card_1!.balance).toBe(60);
    expectError('cancel_pending_order', { order_id: '#W1', reason: 'changed my mind' }, 'Invalid reason');
    expectError(
      'cancel_pending_order',
      { order_id: '#W3', reason: 'no longer needed' },
      'Non-pending order cannot be cancelled',
    );
  });

  it('requests an exchange of delivered items, with the price difference', () => {
    const args = {
      order_id: '#W2',
      item_ids: ['201', '101'],
      new_item_ids: ['202', '102'],
      payment_method_id: 'gift_card_1',
    };
    const { db, isError } = call('exchange_delivered_order_items', args);
    expect(isError).toBe(false);
    expect(db.orders['#W2']).toMatchObject({
      status: 'exchange requested',
      exchange_items: ['101', '201'],
      exchange_new_items: ['102', '202'],
      exchange_payment_method_id: 'gift_card_1',
      exchange_price_difference: 10.75,
    });
    expect(db.users.mei_kovacs_1!.payment_methods.gift_card_1!.balance).toBe(30);
  });

  it('refuses exchanges upstream refuses, leaving the database as it was', () => {
    const base = { order_id: '#W2', payment_method_id: 'credit_card_1' };
    expectError(
      'exchange_delivered_order_items',
      { ...base, order_id: '#W1', item_ids: ['101'], new_item_ids: ['102'] },
      'Non-delivered order cannot be exchanged',
    );
    expectError(
      'exchange_delivered_order_items',
      { ...base, item_ids: ['101', '101', '101'], new_item_ids: ['102', '102', '102'] },
      'Number of 101 not found.',
    );
    expectError(
      'exchange_delivered_order_items',
      { ...base, item_ids: ['101'], new_item_ids: [] },
      'The number of items to be exchanged should match.',
    );
    expectError(
      'exchange_delivered_order_items',
      { ...base, item_ids: ['101'], new_item_ids: ['202'] },
      'Variant not found',
    );
    expectError(
      'exchange_delivered_order_items',
      { ...base, item_ids: ['101'], new_item_ids: ['103'] },
      'New item 103 not found or available',
    );
    expectError(
      'exchange_delivered_order_items',
      { ...base, item_ids: ['101'], new_item_ids: ['102'], payment_method_id: 'paypal_2' },
      'Payment method not found',
    );
    const poor = retailFixture();
    poor.users.mei_kovacs_1!.payment_methods.gift_card_1!.balance = 1;
    expectError(
      'exchange_delivered_order_items',
      { ...base, item_ids: ['101'], new_item_ids: ['102'], payment_method_id: 'gift_card_1' },
      'Insufficient gift card balance to pay for the price difference',
      poor,
    );
  });

  it('modifies pending items: new variants, a payment or refund, gift card charged', () => {
    const args = {
      order_id: '#W1',
      item_ids: ['101', '201'],
      new_item_ids: ['102', '202'],
      payment_method_id: 'gift_card_1',
    };
    const { db } = call('modify_pending_order_items', args);
    const order = db.orders['#W1']!;
    expect(order.status).toBe('pending (item modified)');
    expect(order.items.map((item) => [item.item_id, item.price, item.options])).toEqual([
      ['102', 15.5, { capacity: '1000ml' }],
      ['202', 25.25, { brightness: 'low' }],
    ]);
    expect(order.payment_history.at(-1)).toEqual({
      transaction_type: 'payment',
      amount: 10.75,
      payment_method_id: 'gift_card_1',
    });
    expect(db.users.mei_kovacs_1!.payment_methods.gift_card_1!.balance).toBe(19.25);
    const cheaper = call('modify_pending_order_items', {
      ...args,
      item_ids: ['201'],
      new_item_ids: ['202'],
      payment_method_id: 'paypal_1',
    });
    expect(cheaper.db.orders['#W1']!.payment_history.at(-1)).toMatchObject({
      transaction_type: 'payment',
      amount: 5.25,
    });
    expectError(
      'modify_pending_order_items',
      { ...args, item_ids: ['101'], new_item_ids: ['101'] },
      'The new item id should be different from the old item id',
    );
    expectError(
      'modify_pending_order_items',
      { ...args, item_ids: ['999'], new_item_ids: ['102'] },
      '999 not found',
    );
    expectError(
      'modify_pending_order_items',
      { ...args, order_id: '#W2' },
      'Non-pending order cannot be modified',
    );
    const poor = retailFixture();
    poor.users.mei_kovacs_1!.payment_methods.gift_card_1!.balance = 1;
    expectError(
      'modify_pending_order_items',
      args,
      'Insufficient gift card balance to pay for the new item',
      poor,
    );
  });

  it('modifies a pending order’s payment: new payment, refund of the old, balances moved', () => {
    const { db } = call('modify_pending_order_payment', {
      order_id: '#W1',
      payment_method_id: 'credit_card_1',
    });
    expect(db.orders['#W1']!.payment_history.slice(1)).toEqual([
      { transaction_type: 'payment', amount: 30, payment_method_id: 'credit_card_1' },
      { transaction_type: 'refund', amount: 30, payment_method_id: 'gift_card_1' },
    ]);
    expect(db.users.mei_kovacs_1!.payment_methods.gift_card_1!.balance).toBe(60);
    expectError(
      'modify_pending_order_payment',
      { order_id: '#W1', payment_method_id: 'gift_card_1' },
      'The new payment method should be different from the current one',
    );
    expectError(
      'modify_pending_order_payment',
      { order_id: '#W4', payment_method_id: 'credit_card_1' },
      'There should be exactly one payment for a pending order',
    );
    expectError(
      'modify_pending_order_payment',
      { order_id: '#W3', payment_method_id: 'credit_card_1' },
      'Non-pending order cannot be modified',
    );
    const poor = retailFixture();
    poor.orders['#W3']!.status = 'pending';
    poor.users.mei_kovacs_1!.payment_methods.gift_card_1!.balance = 1;
    expectError(
      'modify_pending_order_payment',
      { order_id: '#W3', payment_method_id: 'gift_card_1' },
      'Insufficient gift card balance to pay for the order',
      poor,
    );
  });

  it('modifies addresses of a pending order and of a user', () => {
    const to = {
      address1: '9 Elm St',
      address2: '',
      city: 'Austin',
      state: 'TX',
      country: 'USA',
      zip: '73301',
    };
    expect(
      call('modify_pending_order_address', { order_id: '#W1', ...to }).db.orders['#W1']!.address,
    ).toEqual(to);
    expect(
      call('modify_user_address', { user_id: 'jose_alvarez_2', ...to }).db.users.jose_alvarez_2!.address,
    ).toEqual(to);
    expectError(
      'modify_pending_order_address',
      { order_id: '#W2', ...to },
      'Non-pending order cannot be modified',
    );
    expectError('modify_user_address', { user_id: 'nobody', ...to }, 'User not found');
  });

  it('requests a return to the original payment method or a gift card', () => {
    const { db } = call('return_delivered_order_items', {
      order_id: '#W2',
      item_ids: ['201', '101'],
      payment_method_id: 'gift_card_1',
    });
    expect(db.orders['#W2']).toMatchObject({
      status: 'return requested',
      return_items: ['101', '201'],
      return_payment_method_id: 'gift_card_1',
    });
    expect(
      call('return_delivered_order_items', {
        order_id: '#W2',
        item_ids: ['101'],
        payment_method_id: 'credit_card_1',
      }).isError,
    ).toBe(false);
    expectError(
      'return_delivered_order_items',
      { order_id: '#W2', item_ids: ['101'], payment_method_id: 'paypal_1' },
      'Payment method should be the original payment method',
    );
    expectError(
      'return_delivered_order_items',
      { order_id: '#W2', item_ids: ['201', '201'], payment_method_id: 'credit_card_1' },
      'Some item not found',
    );
    expectError(
      'return_delivered_order_items',
      { order_id: '#W1', item_ids: ['101'], payment_method_id: 'gift_card_1' },
      'Non-delivered order cannot be returned',
    );
  });
});
