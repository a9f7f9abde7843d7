import type { RetailDb } from '../retail-data.ts';

const address = (zip: string) => ({
  address1: '1 Main St',
  address2: 'Apt 2',
  city: 'Springfield',
  country: 'USA',
  state: 'IL',
  zip,
});

/** An order line: the variant's product, id, price and options as ordered. */
const orderItem = (
  name: string,
  productId: string,
  itemId: string,
  price: number,
  options: Record<string, string>,
) => ({
  name,
  product_id: productId,
  item_id: itemId,
  price,
  options,
});

/** A small retail database in upstream's shape: two products, two users, four orders. */
export function retailFixture(): RetailDb {
  return {
    products: {
      '100': {
        name: 'Water Bottle',
        product_id: '100',
        variants: {
          '101': { item_id: '101', options: { capacity: '500ml' }, available: true, price: 10 },
          '102': { item_id: '102', options: { capacity: '1000ml' }, available: true, price: 15.5 },
          '103': { item_id: '103', options: { capacity: '750ml' }, available: false, price: 12 },
        },
      },
      '200': {
        name: 'Desk Lamp',
        product_id: '200',
        variants: {
          '201': { item_id: '201', options: { brightness: 'high' }, available: true, price: 20 },
          '202': { item_id: '202', options: { brightness: 'low' }, available: true, price: 25.25 },
        },
      },
    },
    users: {
      mei_kovacs_1: {
        user_id: 'mei_kovacs_1',
        name: { first_name: 'Mei', last_name: 'Kovacs' },
        address: address('28236'),
        email: 'mei.kovacs@example.com',
        payment_methods: {
          gift_card_1: { source: 'gift_card', id: 'gift_card_1', balance: 30 },
          credit_card_1: { source: 'credit_card', id: 'credit_card_1', brand: 'visa', last_four: '1234' },
          paypal_1: { source: 'paypal', id: 'paypal_1' },
        },
        orders: ['#W1', '#W2', '#W3', '#W4'],
      },
      jose_alvarez_2: {
        user_id: 'jose_alvarez_2',
        name: { first_name: 'José', last_name: 'Álvarez' },
        address: address('10001'),
        email: 'jose@example.com',
        payment_methods: { paypal_2: { source: 'paypal', id: 'paypal_2' } },
        orders: [],
      },
    },
    orders: {
      '#W1': {
        order_id: '#W1',
        user_id: 'mei_kovacs_1',
        address: address('28236'),
        items: [
          orderItem('Water Bottle', '100', '101', 10, { capacity: '500ml' }),
          orderItem('Desk Lamp', '200', '201', 20, { brightness: 'high' }),
        ],
        status: 'pending',
        fulfillments: [],
        payment_history: [{ transaction_type: 'payment', amount: 30, payment_method_id: 'gift_card_1' }],
      },
      '#W2': {
        order_id: '#W2',
        user_id: 'mei_kovacs_1',
        address: address('28236'),
        items: [
          orderItem('Water Bottle', '100', '101', 10, { capacity: '500ml' }),
          orderItem('Water Bottle', '100', '101', 10, { capacity: '500ml' }),
          orderItem('Desk Lamp', '200', '201', 20, { brightness: 'high' }),
        ],
        status: 'delivered',
        fulfillments: [{ tracking_id: ['555'], item_ids: ['101', '101', '201'] }],
        payment_history: [{ transaction_type: 'payment', amount: 40, payment_method_id: 'credit_card_1' }],
      },
      '#W3': {
        order_id: '#W3',
        user_id: 'mei_kovacs_1',
        address: address('28236'),
        items: [orderItem('Desk Lamp', '200', '202', 25.25, { brightness: 'low' })],
        status: 'processed',
        fulfillments: [],
        payment_history: [{ transaction_type: 'payment', amount: 25.25, payment_method_id: 'paypal_1' }],
      },
      '#W4': {
        order_id: '#W4',
        user_id: 'mei_kovacs_1',
        address: address('28236'),
        items: [orderItem('Water Bottle', '100', '102', 15.5, { capacity: '1000ml' })],
        status: 'pending',
        fulfillments: [],
        payment_history: [
          { transaction_type: 'payment', amount: 10, payment_method_id: 'paypal_1' },
          { transaction_type: 'payment', amount: 5.5, payment_method_id: 'gift_card_1' },
        ],
      },
    },
  };
}
